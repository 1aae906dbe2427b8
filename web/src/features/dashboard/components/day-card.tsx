import { Box, Stack, Text } from "@chakra-ui/react";
import { memo } from "react";
import { formatDate } from "@/lib/dates";

interface DayCardProps {
  date: string;
  count: number;
  isToday: boolean;
  onOpen: (date: string) => void;
}

export const weekdayName = (date: string) => formatDate(date, "weekday");

/**
 * One day of the week: weekday, date and 'N task(s)'; a click opens the day's tasks. Memoised: the
 * dashboard re-renders as the session and the week arrive, and a card only changes with its count.
 */
export const DayCard = memo(function DayCard({ date, count, isToday, onOpen }: DayCardProps) {
  const day = formatDate(date, "dayMonth");
  return (
    <Box
      as="button"
      onClick={() => onOpen(date)}
      textAlign="start"
      borderWidth={isToday ? "2px" : "1px"}
      borderColor={isToday ? "teal.solid" : "border"}
      rounded="lg"
      p="4"
      bg="bg.panel"
      minH={{ base: "auto", md: "32" }}
      transition="background 0.15s"
      _hover={{ bg: "bg.muted" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" }}
      aria-current={isToday ? "date" : undefined}
      data-testid={`day-${date}`}
    >
      <Stack gap="1">
        <Text fontWeight="semibold">{weekdayName(date)}</Text>
        <Text color="fg.muted" fontSize="sm">
          {day}
          {isToday ? " · Today" : ""}
        </Text>
        <Text
          mt="2"
          fontSize="sm"
          color={count > 0 ? "teal.fg" : "fg.muted"}
          fontWeight={count > 0 ? "medium" : "normal"}
        >
          {count} task(s)
        </Text>
      </Stack>
    </Box>
  );
});
