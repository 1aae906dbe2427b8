import { Box, Button, Grid, Text } from "@chakra-ui/react";
import { memo } from "react";
import { addDays, mondayOf } from "@common/calendar-date";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";

interface MiniCalendarProps {
  weekStart: string;
  today: string;
  onSelect: (date: string) => void;
}

/**
 * The month of the shown week, its seven days marked, today outlined; a click jumps to that day's week.
 * Memoised: its 35 to 42 buttons need rendering only when the week or the day changes.
 */
export const MiniCalendar = memo(function MiniCalendar({ weekStart, today, onSelect }: MiniCalendarProps) {
  // The week's Thursday decides its month, as ISO weeks do.
  const [year, month] = addDays(weekStart, 3).split("-");
  const first = `${year}-${month}-01`;
  const weekEnd = addDays(weekStart, 6);
  const cells = Array.from({ length: 42 }, (_, index) => addDays(mondayOf(first), index));
  const rows = cells.some((date, index) => index >= 35 && date.slice(0, 7) === first.slice(0, 7)) ? 42 : 35;
  const title = formatDate(first, "monthYear");
  const t = useT();
  const weekdays = t("calendar.weekdays").split(" ");

  return (
    <Box borderWidth="1px" rounded="lg" p="3" bg="bg.panel" width={{ base: "full", md: "72" }} flexShrink={0}>
      <Text fontWeight="semibold" textAlign="center" mb="2" id="mini-calendar-title">
        {title}
      </Text>
      <Grid templateColumns="repeat(7, 1fr)" gap="1" role="group" aria-labelledby="mini-calendar-title">
        {weekdays.map((day) => (
          <Text key={day} fontSize="xs" color="fg.muted" textAlign="center" aria-hidden>
            {day}
          </Text>
        ))}
        {cells.slice(0, rows).map((date) => {
          const inWeek = date >= weekStart && date <= weekEnd;
          const inMonth = date.slice(0, 7) === first.slice(0, 7);
          const isToday = date === today;
          return (
            <Button
              key={date}
              size="xs"
              variant={inWeek ? "subtle" : "ghost"}
              colorPalette={inWeek ? "teal" : "gray"}
              color={inMonth ? undefined : "fg.muted"}
              borderWidth={isToday ? "2px" : "0"}
              borderColor="teal.solid"
              fontWeight={isToday ? "bold" : "normal"}
              aria-current={isToday ? "date" : undefined}
              aria-label={
                inWeek ? t("calendar.shownWeekDay", { day: formatDate(date, "longDay") }) : formatDate(date, "longDay")
              }
              onClick={() => onSelect(date)}
            >
              {Number(date.slice(8))}
            </Button>
          );
        })}
      </Grid>
    </Box>
  );
});
