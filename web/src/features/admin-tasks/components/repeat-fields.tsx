import { Checkbox, HStack, Stack, Text } from "@chakra-ui/react";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { MAX_PLAN_DAYS, WEEKDAYS, type Repeat } from "@common/plan";
import { FieldGroup } from "@/components/form/field-group";
import { calendarDateToLocal } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
import { DateField } from "./date-field";
import { weekdayNames } from "@/lib/weekdays";

interface RepeatFieldsProps {
  repeat: Repeat | null;
  deadline: string;
  error?: string;
  onToggle: (on: boolean) => void;
  onChange: (repeat: Repeat) => void;
}

/** Optional repetition: weekday checkboxes (Mon–Sun) and an end date at most a year after the deadline. */
export function RepeatFields({ repeat, deadline, error, onToggle, onChange }: RepeatFieldsProps) {
  const t = useT();
  const names = weekdayNames();
  return (
    <Stack gap="3">
      <Checkbox.Root checked={repeat !== null} onCheckedChange={(details) => onToggle(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("createTask.repeat")}</Checkbox.Label>
      </Checkbox.Root>
      {repeat && (
        <FieldGroup legend={t("createTask.repeatOn")} error={error}>
          <HStack wrap="wrap" gap="3">
            {WEEKDAYS.map((day) => (
              <Checkbox.Root
                key={day.value}
                checked={repeat.weekdays.includes(day.value)}
                onCheckedChange={(details) =>
                  onChange({
                    ...repeat,
                    weekdays: details.checked
                      ? [...repeat.weekdays, day.value]
                      : repeat.weekdays.filter((value) => value !== day.value),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{names[day.value - 1] ?? day.short}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          <Stack gap="1" mt="3">
            <label htmlFor="repeat-until">
              <Text as="span" fontSize="sm" fontWeight="medium">
                {t("createTask.until")}
              </Text>
            </label>
            <DateField
              id="repeat-until"
              selected={repeat.until ? calendarDateToLocal(repeat.until) : null}
              onChange={(date: Date | null) => onChange({ ...repeat, until: date ? toCalendarDate(date) : "" })}
              minDate={deadline ? calendarDateToLocal(deadline) : undefined}
              maxDate={deadline ? calendarDateToLocal(addDays(deadline, MAX_PLAN_DAYS)) : undefined}
            />
          </Stack>
        </FieldGroup>
      )}
    </Stack>
  );
}
