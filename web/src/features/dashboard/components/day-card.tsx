import { Box, Flex, Stack, Text } from "@chakra-ui/react";
import { memo } from "react";
import { summaryText, type DaySummary } from "@common/progress";
import { StatusMarks } from "@/components/tasks/status-marks";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";

interface DayCardProps {
  date: string;
  summary: DaySummary;
  /** The week's tasks are on their way: no count yet (never "0 task(s)" for a day not known). */
  loading?: boolean;
  isToday: boolean;
  onOpen: (date: string) => void;
}

export const weekdayName = (date: string) => formatDate(date, "weekday");

/**
 * One day of the week: weekday, date and 'N task(s)' (requirements §2), then its tasks' states as coloured marks
 * with the same in words ('2 done, 1 to do', overdue ones named); a click opens the day's tasks.
 * Memoised: the dashboard re-renders as the session and the week arrive, and a card only changes with its
 * tasks.
 */
export const DayCard = memo(function DayCard({ date, summary, isToday, onOpen, loading = false }: DayCardProps) {
  const t = useT();
  const day = formatDate(date, "dayMonth");
  const count = summary.total;
  return (
    <Box
      as="button"
      onClick={() => onOpen(date)}
      textAlign="start"
      borderWidth={isToday ? "2px" : "1px"}
      borderColor={summary.overdue > 0 ? "red.solid" : isToday ? "teal.solid" : "border"}
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
      {/* The states arrive with the week's tasks, after the card is first drawn: so that nothing below moves
          then, a phone's card (one column) has them on its right, no taller than the day's own lines, and a
          wider card keeps their place. */}
      <Flex direction={{ base: "row", sm: "column" }} justify="space-between" gap={{ base: "3", sm: "1" }}>
        <Stack gap="1">
          <Text fontWeight="semibold">{weekdayName(date)}</Text>
          <Text color="fg.muted" fontSize="sm">
            {day}
            {isToday ? ` · ${t("dashboard.today")}` : ""}
          </Text>
          <Text
            mt="2"
            fontSize="sm"
            color={count > 0 ? "teal.fg" : "fg.muted"}
            fontWeight={count > 0 ? "medium" : "normal"}
          >
            {loading ? "…" : t("dashboard.taskCount", { count })}
          </Text>
        </Stack>
        <Stack
          gap="1"
          minH={{ base: "0", sm: "8" }}
          maxW={{ base: "55%", sm: "none" }}
          align={{ base: "flex-end", sm: "flex-start" }}
          textAlign={{ base: "end", sm: "start" }}
        >
          {count > 0 && (
            <>
              <StatusMarks summary={summary} />
              <Text fontSize="xs" color={summary.overdue > 0 ? "fg.error" : "fg.muted"} data-testid="day-summary">
                {summaryText(summary, t)}
              </Text>
            </>
          )}
        </Stack>
      </Flex>
    </Box>
  );
});
