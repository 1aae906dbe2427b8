import { Input } from "@chakra-ui/react";
import { Suspense, useRef, type FocusEventHandler } from "react";
import { lazyNamed } from "@/lib/lazy-named";
import { typedDate, typedDateOrder } from "@/lib/i18n/typed-date";
import { useShownLanguage, useT } from "@/lib/i18n/use-t";

// The calendar (react-datepicker and date-fns, most of the Create Task form's code) comes once the form has shown.
const DatePickerField = lazyNamed(() => import("./date-picker-field"), "DatePickerField");

export interface DateFieldProps {
  id?: string;
  name?: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  onBlur?: FocusEventHandler<HTMLElement>;
  minDate?: Date;
  maxDate?: Date;
}

/**
 * A date typed in the order of the language shown (requirements §2's MM/dd/yyyy in English, dd/MM/yyyy in Spanish)
 * or chosen in react-datepicker's calendar. Until the calendar's code has come, the same field shows the same date,
 * read-only; one tapped meanwhile has the focus, and so its calendar, when it comes.
 */
export function DateField(props: DateFieldProps) {
  const t = useT();
  const language = useShownLanguage();
  const focused = useRef(false);
  const letters = {
    day: t("datePicker.dayLetters"),
    month: t("datePicker.monthLetters"),
    year: t("datePicker.yearLetters"),
  };
  const placeholder = typedDateOrder(language)
    .map((part) => (part.type === "literal" ? part.value : letters[part.type]))
    .join("");
  const pending = (
    <Input
      id={props.id}
      name={props.name}
      value={props.selected ? typedDate(language, props.selected) : ""}
      placeholder={placeholder}
      readOnly
      aria-busy="true"
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
    />
  );
  return (
    <Suspense fallback={pending}>
      <DatePickerField {...props} placeholder={placeholder} pendingFocus={focused} />
    </Suspense>
  );
}
