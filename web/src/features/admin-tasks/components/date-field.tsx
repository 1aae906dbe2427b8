import { Input } from "@chakra-ui/react";
import type { FocusEventHandler } from "react";
import DatePicker from "react-datepicker";
import { useT } from "@/lib/i18n/use-t";
import "react-datepicker/dist/react-datepicker.css";
import "../deadline-picker.css";

/** The settings of every date of the form (requirements §9: closes on select). */
const SETTINGS = {
  dateFormat: "MM/dd/yyyy",
  shouldCloseOnSelect: true,
  showPopperArrow: false,
  customInput: <Input />,
} as const;

interface DateFieldProps {
  id?: string;
  name?: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  onBlur?: FocusEventHandler<HTMLElement>;
  minDate?: Date;
  maxDate?: Date;
}

/** A date typed as MM/DD/YYYY or chosen in react-datepicker's calendar. */
export function DateField(props: DateFieldProps) {
  const t = useT();
  return <DatePicker {...SETTINGS} placeholderText={t("createTask.datePlaceholder")} {...props} />;
}
