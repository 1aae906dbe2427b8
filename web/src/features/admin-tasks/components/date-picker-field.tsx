import { Input } from "@chakra-ui/react";
import type { ReactNode, RefObject } from "react";
import DatePicker from "react-datepicker";
import { calendarLocale, typedDateFormat } from "@/lib/i18n/calendar-locale";
import { useShownLanguage, useT } from "@/lib/i18n/use-t";
import "react-datepicker/dist/react-datepicker.css";
import "../deadline-picker.css";
import type { DateFieldProps } from "./date-field";

/** The settings of every date of the form (requirements §9: closes on select). */
const SETTINGS = {
  shouldCloseOnSelect: true,
  showPopperArrow: false,
  customInput: <Input />,
} as const;

/** react-datepicker's own container, named in the language shown (the library's name is English only). */
function CalendarDialog({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className={className} role="dialog" aria-modal="true" aria-label={t("datePicker.dialog")} translate="no">
      {children}
    </div>
  );
}

/**
 * react-datepicker's field (date-field.tsx draws it, and what stands for it while this code loads): a date typed in
 * the order of the language shown or chosen in the calendar, whose words are in that language too.
 */
export function DatePickerField({
  placeholder,
  pendingFocus,
  ...props
}: DateFieldProps & { placeholder: string; pendingFocus: RefObject<boolean> }) {
  const t = useT();
  const language = useShownLanguage();
  return (
    <DatePicker
      {...SETTINGS}
      dateFormat={typedDateFormat(language)}
      locale={calendarLocale(language)}
      calendarContainer={CalendarDialog}
      placeholderText={placeholder}
      chooseDayAriaLabelPrefix={t("datePicker.chooseDay")}
      disabledDayAriaLabelPrefix={t("datePicker.notAvailable")}
      previousMonthButtonLabel={t("datePicker.previousMonth")}
      previousMonthAriaLabel={t("datePicker.previousMonth")}
      nextMonthButtonLabel={t("datePicker.nextMonth")}
      nextMonthAriaLabel={t("datePicker.nextMonth")}
      monthAriaLabelPrefix={t("datePicker.month")}
      // Read as it renders (after its code came), not as the field rendered: the stand-in may have been tapped since.
      autoFocus={pendingFocus.current}
      {...props}
    />
  );
}
