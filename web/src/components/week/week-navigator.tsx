import { Button, HStack, IconButton, Text } from "@chakra-ui/react";
import { memo } from "react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { addDays, mondayOf } from "@common/calendar-date";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";

interface WeekNavigatorProps {
  weekStart: string;
  onChange: (weekStart: string) => void;
  /** With today's date, a 'Today' button goes back to this week. */
  today?: string;
}

/** The week's range as the navigator shows it (requirements §2: d/m/y - d/m/y). */
export const weekRangeLabel = (weekStart: string) =>
  `${formatDate(weekStart, "dayMonthYear")} - ${formatDate(addDays(weekStart, 6), "dayMonthYear")}`;

/**
 * The shown week as d/m/y - d/m/y between Previous week and Next week (requirements §2), and 'Today' (memoised like
 * the day cards). The dashboard and the class board share it.
 */
export const WeekNavigator = memo(function WeekNavigator({ weekStart, onChange, today }: WeekNavigatorProps) {
  const label = weekRangeLabel(weekStart);
  const thisWeek = today ? mondayOf(today) : null;
  const t = useT();
  return (
    <HStack justify="space-between" gap="2">
      <IconButton variant="outline" aria-label={t("week.previous")} onClick={() => onChange(addDays(weekStart, -7))}>
        <LuChevronLeft />
      </IconButton>
      <Text fontWeight="semibold" fontSize={{ base: "md", md: "lg" }} aria-live="polite" data-testid="week-range">
        {label}
      </Text>
      <HStack gap="2">
        {thisWeek && (
          <Button variant="outline" onClick={() => onChange(thisWeek)} disabled={thisWeek === weekStart}>
            {t("dashboard.today")}
          </Button>
        )}
        <IconButton variant="outline" aria-label={t("week.next")} onClick={() => onChange(addDays(weekStart, 7))}>
          <LuChevronRight />
        </IconButton>
      </HStack>
    </HStack>
  );
});
