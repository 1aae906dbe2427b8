import { HStack, IconButton, Text } from "@chakra-ui/react";
import { memo } from "react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { addDays } from "@common/calendar-date";
import { formatDate } from "@/lib/dates";

interface WeekNavigatorProps {
  weekStart: string;
  onChange: (weekStart: string) => void;
}

/** The shown week as d/m/y - d/m/y between Previous week and Next week (memoised like the day cards). */
export const WeekNavigator = memo(function WeekNavigator({ weekStart, onChange }: WeekNavigatorProps) {
  const label = `${formatDate(weekStart, "dayMonthYear")} - ${formatDate(addDays(weekStart, 6), "dayMonthYear")}`;
  return (
    <HStack justify="space-between" gap="2">
      <IconButton variant="outline" aria-label="Previous week" onClick={() => onChange(addDays(weekStart, -7))}>
        <LuChevronLeft />
      </IconButton>
      <Text fontWeight="semibold" fontSize={{ base: "md", md: "lg" }} aria-live="polite" data-testid="week-range">
        {label}
      </Text>
      <IconButton variant="outline" aria-label="Next week" onClick={() => onChange(addDays(weekStart, 7))}>
        <LuChevronRight />
      </IconButton>
    </HStack>
  );
});
