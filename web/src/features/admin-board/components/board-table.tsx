import { Box, Button, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMemo } from "react";
import type { Task, User } from "@common/api-types";
import { streakText, summaryText, type DaySummary } from "@common/progress";
import type { Category } from "@common/constants";
import { StatusMarks } from "@/components/tasks/status-marks";
import { formatDate } from "@/lib/dates";

/** One student's row of the board: their figures and the week's seven days. */
export interface BoardRow {
  student: User;
  rate: number | null;
  due: number;
  streak: { days: number; atLeast: boolean };
  skills: { category: Category; assigned: number; done: number }[];
  days: { date: string; tasks: Task[]; summary: DaySummary }[];
}

interface BoardTableProps {
  rows: BoardRow[];
  days: string[];
  caption: string;
  onOpenCell: (row: BoardRow, date: string) => void;
}

const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)}%`);

/**
 * The class's week (issue 18): a row per student with their on-time rate over the last four weeks, their
 * streak and the week's skill balance, then a cell per day with its tasks as marks; a cell opens its tasks.
 * Every mark has its words beside it for assistive technology.
 */
export function BoardTable({ rows, days, caption, onOpenCell }: BoardTableProps) {
  // The week's dates in words, once for the table rather than once per cell.
  const longDays = useMemo(() => new Map(days.map((date) => [date, formatDate(date, "longDay")])), [days]);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="40">Student</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">On time (4 weeks)</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Streak</Table.ColumnHeader>
            <Table.ColumnHeader minW="36">Skills this week</Table.ColumnHeader>
            {days.map((date) => (
              <Table.ColumnHeader key={date} minW="20">
                {formatDate(date, "weekday").slice(0, 3)} {formatDate(date, "dayMonth")}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.student._id} data-testid={`board-row-${row.student.email}`}>
              <Table.Cell>
                <Text fontWeight="medium">{row.student.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {row.student.email}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" color={row.rate !== null && row.rate < 0.7 ? "fg.error" : undefined}>
                {percent(row.rate)}
                {row.due > 0 && (
                  <Text fontSize="xs" color="fg.muted">
                    of {row.due}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{streakText(row.streak)}</Table.Cell>
              <Table.Cell>
                <Stack gap="0" fontSize="xs">
                  {row.skills.length === 0 ? (
                    <Text color="fg.muted">—</Text>
                  ) : (
                    row.skills.map((skill) => (
                      <Text key={skill.category}>
                        {skill.category} {skill.done}/{skill.assigned}
                      </Text>
                    ))
                  )}
                </Stack>
              </Table.Cell>
              {row.days.map(({ date, summary }) => (
                <Table.Cell key={date} p="1">
                  {summary.total === 0 ? (
                    <Text color="fg.muted" textAlign="center" position="relative">
                      <span aria-hidden>·</span>
                      <VisuallyHidden>Nothing due</VisuallyHidden>
                    </Text>
                  ) : (
                    <Button
                      // Holds its visually hidden words: positioned from the page, they would widen it.
                      position="relative"
                      variant="ghost"
                      size="xs"
                      h="auto"
                      minH="8"
                      w="full"
                      justifyContent="flex-start"
                      borderWidth={summary.overdue > 0 ? "1px" : "0"}
                      borderColor="red.solid"
                      onClick={() => onOpenCell(row, date)}
                    >
                      <Box>
                        <StatusMarks summary={summary} />
                        <VisuallyHidden>
                          {row.student.name}, {longDays.get(date)}: {summaryText(summary)}
                        </VisuallyHidden>
                      </Box>
                    </Button>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
