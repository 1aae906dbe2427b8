// The date picker's code and styles, loaded on demand by DateField (date-field.tsx).
import "react-datepicker/dist/react-datepicker.css";
import "../deadline-picker.css";

export { default as DatePicker } from "react-datepicker";
