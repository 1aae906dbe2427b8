import { Table } from "@chakra-ui/react";
import { memo, useMemo } from "react";
import type { Task, User } from "@common/api-types";
import { summaryText, type DaySummary } from "@common/progress";
import type { Category } from "@common/constants";
import { WindowedBody } from "@/components/table/window-rows";
import { StatusMarks } from "@/components/tasks/status-marks";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
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

/** A row's height before it is measured: a name over an e-mail, or two lines of skills. */
const ROW_ESTIMATE = 64;
const keyOfRow = (row: BoardRow) => row.student._id;

/**
 * The class's week: a row per student with their on-time rate over the last four weeks, their
 * streak and the week's skill balance, then a cell per day with its tasks as marks; a cell opens its tasks.
 * Every mark has its words beside it for assistive technology. Only the rows near the screen are drawn
 * (useWindowRows), so that a class of any size costs what a screenful does when a week is drawn. The
 * rows are plain elements with static classes (static-table.css, board-table.css) in the looks of Chakra's
 * table, and its layout is fixed (its columns' widths do not depend on what the cells hold).
 */
const testIdOf = (row: BoardRow) => `board-row-${row.student.email}`;

export const BoardTable = memo(function BoardTable({ rows, days, caption, onOpenCell }: BoardTableProps) {
  const t = useT();
  // The week's dates in words, once for the table rather than once per cell.
  const longDays = useMemo(() => new Map(days.map((date) => [date, formatDate(date, "longDay")])), [days]);
  return (
    // Reachable by keyboard for its sideways scroll on a phone, even in a week whose cells hold no button. Its
    // cells wrap in their fixed columns (Chakra's scroll area keeps text on one line), so a longer language's
    // skill or heading and a long name stay in their cells.
    <Table.ScrollArea
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label={caption}
      whiteSpace="normal"
    >
      <Table.Root size="sm" stickyHeader className="board-table" aria-rowcount={rows.length + 1}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <colgroup>
          <col className="board-col-student" />
          <col className="board-col-figure" />
          <col className="board-col-figure" />
          <col className="board-col-skills" />
          {days.map((date) => (
            <col key={date} className="board-col-day" />
          ))}
        </colgroup>
        <Table.Header>
          <Table.Row aria-rowindex={1}>
            <Table.ColumnHeader className="board-student">{t("board.student")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("board.onTime")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("board.streakHeading")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("progress.skills")}</Table.ColumnHeader>
            {/* Keyed by weekday, not date: another week updates the same cells instead of making new ones. */}
            {days.map((date, weekday) => (
              <Table.ColumnHeader key={weekday}>
                {formatDate(date, "weekday").slice(0, 3)} {formatDate(date, "dayMonth")}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <WindowedBody rows={rows} keyOf={keyOfRow} estimatedHeight={ROW_ESTIMATE} testIdOf={testIdOf}>
          {(row) => (
            <>
              <td className="static-cell board-student">
                <p className="static-strong">{row.student.name}</p>
                <p className="static-small static-muted board-email" title={row.student.email}>
                  {row.student.email}
                </p>
              </td>
              <td
                className="static-cell"
                data-align="end"
                data-warn={(row.rate !== null && row.rate < 0.7) || undefined}
              >
                {percent(row.rate)}
                {row.due > 0 && <p className="static-small static-muted">{t("board.ofDue", { due: row.due })}</p>}
              </td>
              <td className="static-cell" data-align="end">
                {t("board.streak", { days: row.streak.days, atLeast: row.streak.atLeast ? "yes" : "no" })}
              </td>
              <td className="static-cell static-small">
                {row.skills.length === 0 ? (
                  <p className="static-muted">—</p>
                ) : (
                  row.skills.map((skill) => (
                    <p key={skill.category}>
                      {t(`category.${skill.category}`)} {skill.done}/{skill.assigned}
                    </p>
                  ))
                )}
              </td>
              {row.days.map(({ date, summary }, weekday) => (
                <td key={weekday} className="static-cell" data-day>
                  {summary.total === 0 ? (
                    <p className="board-day-empty">
                      <span aria-hidden>·</span>
                      <span className="static-hidden">{t("progress.nothingDue")}</span>
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
                          {row.student.name}, {longDays.get(date)}: {summaryText(summary, t)}
                        </span>
                      </span>
                    </button>
                  )}
                </td>
              ))}
            </>
          )}
        </WindowedBody>
      </Table.Root>
    </Table.ScrollArea>
  );
});
