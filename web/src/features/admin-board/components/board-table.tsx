import { Table } from "@chakra-ui/react";
import { memo, useMemo } from "react";
import type { Task, User } from "@common/api-types";
import { streakText, summaryText, type DaySummary } from "@common/progress";
import type { Category } from "@common/constants";
import { StatusMarks } from "@/components/tasks/status-marks";
import { formatDate } from "@/lib/dates";
import "@/components/table/static-table.css";
import "./board-table.css";

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
 * Every mark has its words beside it for assistive technology. The rows are plain elements with static
 * classes (static-table.css, board-table.css) in the looks of Chakra's table: a class's week is hundreds of cells. Memoised: a
 * render of the board that changes neither the rows nor the caption (a new week's range shown before its
 * rows, board-page.tsx) leaves them alone.
 */
export const BoardTable = memo(function BoardTable({ rows, days, caption, onOpenCell }: BoardTableProps) {
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
            <tr key={row.student._id} className="static-row" data-testid={`board-row-${row.student.email}`}>
              <td className="static-cell">
                <p className="static-strong">{row.student.name}</p>
                <p className="static-small static-muted">{row.student.email}</p>
              </td>
              <td
                className="static-cell"
                data-align="end"
                data-warn={(row.rate !== null && row.rate < 0.7) || undefined}
              >
                {percent(row.rate)}
                {row.due > 0 && <p className="static-small static-muted">of {row.due}</p>}
              </td>
              <td className="static-cell" data-align="end">
                {streakText(row.streak)}
              </td>
              <td className="static-cell static-small">
                {row.skills.length === 0 ? (
                  <p className="static-muted">—</p>
                ) : (
                  row.skills.map((skill) => (
                    <p key={skill.category}>
                      {skill.category} {skill.done}/{skill.assigned}
                    </p>
                  ))
                )}
              </td>
              {row.days.map(({ date, summary }) => (
                <td key={date} className="static-cell" data-day>
                  {summary.total === 0 ? (
                    <p className="board-day-empty">
                      <span aria-hidden>·</span>
                      <span className="static-hidden">Nothing due</span>
                    </p>
                  ) : (
                    <button
                      type="button"
                      className="static-button board-day"
                      data-overdue={summary.overdue > 0 || undefined}
                      onClick={() => onOpenCell(row, date)}
                    >
                      <span>
                        <StatusMarks summary={summary} />
                        {/* Held by the button (position: relative): positioned from the page, it would widen it. */}
                        <span className="static-hidden">
                          {row.student.name}, {longDays.get(date)}: {summaryText(summary)}
                        </span>
                      </span>
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
});
