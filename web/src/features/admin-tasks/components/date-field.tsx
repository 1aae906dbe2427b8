import { Input } from "@chakra-ui/react";
import type { FocusEventHandler, ReactNode } from "react";
import DatePicker from "react-datepicker";
import { calendarLocale } from "@/lib/i18n/calendar-locale";
import { useShownLanguage, useT } from "@/lib/i18n/use-t";
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

/** react-datepicker's own container, named in the language shown (the library's name is English only). */
function CalendarDialog({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <div className={className} role="dialog" aria-modal="true" aria-label={t("datePicker.dialog")} translate="no">
      {children}
    </div>
  );
}

/** A date typed as MM/DD/YYYY or chosen in react-datepicker's calendar, whose words are in the language shown. */
export function DateField(props: DateFieldProps) {
  const t = useT();
  const language = useShownLanguage();
  return (
    <DatePicker
      {...SETTINGS}
      locale={calendarLocale(language)}
      calendarContainer={CalendarDialog}
      placeholderText={t("createTask.datePlaceholder")}
      chooseDayAriaLabelPrefix={t("datePicker.chooseDay")}
      disabledDayAriaLabelPrefix={t("datePicker.notAvailable")}
      previousMonthButtonLabel={t("datePicker.previousMonth")}
      previousMonthAriaLabel={t("datePicker.previousMonth")}
      nextMonthButtonLabel={t("datePicker.nextMonth")}
      nextMonthAriaLabel={t("datePicker.nextMonth")}
      monthAriaLabelPrefix={t("datePicker.month")}
      {...props}
    />
  );
}
