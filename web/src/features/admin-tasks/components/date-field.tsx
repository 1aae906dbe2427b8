import { Input } from "@chakra-ui/react";
import type { FocusEventHandler, ReactNode } from "react";
import DatePicker from "react-datepicker";
import { calendarLocale, typedDateFormat, typedDateOrder } from "@/lib/i18n/calendar-locale";
import { useShownLanguage, useT } from "@/lib/i18n/use-t";
import "react-datepicker/dist/react-datepicker.css";
import "../deadline-picker.css";

/** The settings of every date of the form (requirements §9: closes on select). */
const SETTINGS = {
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

/**
 * A date typed in the order of the language shown (requirements §2's MM/dd/yyyy in English, dd/MM/yyyy in Spanish)
 * or chosen in react-datepicker's calendar, whose words are in that language too.
 */
export function DateField(props: DateFieldProps) {
  const t = useT();
  const language = useShownLanguage();
  const letters = {
    day: t("datePicker.dayLetters"),
    month: t("datePicker.monthLetters"),
    year: t("datePicker.yearLetters"),
  };
  const placeholder = typedDateOrder(language)
    .map((part) => (part.type === "literal" ? part.value : letters[part.type]))
    .join("");
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
      {...props}
    />
  );
}
