import { Box, Input } from "@chakra-ui/react";
import { Suspense, type FocusEventHandler } from "react";
import { lazyNamed } from "@/lib/lazy-named";

// react-datepicker and date-fns are nine tenths of Create Task's code: they load once the form has shown,
// instead of holding the whole form back on a slow phone.
const DatePicker = lazyNamed(() => import("./date-picker"), "DatePicker");

/** The settings of every date of the form (SPEC §9: closes on select). */
const SETTINGS = {
  dateFormat: "MM/dd/yyyy",
  placeholderText: "MM/DD/YYYY",
  shouldCloseOnSelect: true,
  showPopperArrow: false,
  customInput: <Input />,
} as const;

/** What react-datepicker shows in its input for SETTINGS.dateFormat. */
const SHOWN = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit", year: "numeric" });

interface DateFieldProps {
  id?: string;
  name?: string;
  selected: Date | null;
  onChange: (date: Date | null) => void;
  onBlur?: FocusEventHandler<HTMLElement>;
  minDate?: Date;
  maxDate?: Date;
}

/**
 * A date typed as MM/DD/YYYY or chosen in react-datepicker's calendar. Until the picker's code has arrived
 * (a moment after the form shows) the same input shows the date, read-only, in the place the picker's takes.
 */
export function DateField(props: DateFieldProps) {
  const waiting = (
    <Box width="full">
      <Input
        id={props.id}
        name={props.name}
        value={props.selected ? SHOWN.format(props.selected) : ""}
        placeholder={SETTINGS.placeholderText}
        readOnly
      />
    </Box>
  );
  return (
    <Suspense fallback={waiting}>
      <DatePicker {...SETTINGS} {...props} />
    </Suspense>
  );
}
