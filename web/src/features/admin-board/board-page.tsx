import { Button, Text } from "@chakra-ui/react";
import { Suspense, useCallback, useMemo, useState } from "react";
import { addDays, mondayOf } from "@common/calendar-date";
import { taskState } from "@common/task-state";
import { SearchSortBar, useSearchSort, type Sorts } from "@/components/table/search-sort";
import { ReviewDialog, usePreloadReviewDialog } from "@/components/tasks/lazy-review-dialog";
import { useReviewSequence } from "@/components/tasks/use-review-sequence";
import { Loading, LoadError } from "@/components/ui/load-state";
import { WeekNavigator } from "@/components/week/week-navigator";
import { formatDate } from "@/lib/dates";
import type { t as translate } from "@/lib/i18n/i18n";
import { useT } from "@/lib/i18n/use-t";
import { useToday } from "@/lib/use-today";
import { GroupChoice } from "@/components/form/group-choice";
import { useClassWeek } from "@/lib/api/class-week";
import { useShownGroup } from "@/lib/api/shown-group";
import { boardRows } from "./components/board-rows";
import { BoardTable, type BoardRow } from "./components/board-table";
import { ExportForm } from "./components/export-form";
import { CellDialog } from "./components/cell-dialog";

const sortsIn = (t: typeof translate): Sorts<BoardRow, "behind" | "name" | "streak"> => ({
  behind: {
    label: t("board.sortBehind"),
    compare: (a: BoardRow, b: BoardRow) =>
      (a.rate ?? 2) - (b.rate ?? 2) || a.streak.days - b.streak.days || a.student.name.localeCompare(b.student.name),
  },
  name: {
    label: t("profile.name"),
    compare: (a: BoardRow, b: BoardRow) => a.student.name.localeCompare(b.student.name),
  },
  streak: {
    label: t("board.sortStreak"),
    compare: (a: BoardRow, b: BoardRow) =>
      b.streak.days - a.streak.days || a.student.name.localeCompare(b.student.name),
  },
});
const textOf = (row: BoardRow) => [row.student.name, row.student.email];

/**
 * The class week board: every active student × the seven days of a week, with each one's on-time
 * rate, streak and skill balance; the students who fall behind come first. A cell opens its tasks, to review
 * them; a range of deadlines exports as CSV. One request a week: the students (with the counts their records
 * keep) and the week's tasks. The screen's content, under the heading the route shows (router.tsx).
 */
export function BoardPage() {
  const t = useT();
  const today = useToday();
  const [week, setWeek] = useState(() => mondayOf(today));
  const [exporting, setExporting] = useState(false);
  const [cell, setCell] = useState<{ row: BoardRow; date: string } | null>(null);
  // Stable, as the table is memoised: a render that changes neither the rows nor the caption leaves it alone.
  const openCell = useCallback((row: BoardRow, date: string) => setCell({ row, date }), []);
  const { shownId } = useShownGroup();
  const board = useClassWeek(week, shownId);
  const days = useMemo(() => Array.from({ length: 7 }, (_, index) => addDays(week, index)), [week]);

  // Worked out when the week's data changes; another order only sorts them again.
  const unsorted = useMemo(() => boardRows(board.data, days, today), [board.data, days, today]);
  // Made once: the screens are drawn anew when the language changes (InLanguage in app/provider.tsx).
  const sorts = useMemo(() => sortsIn(t), [t]);
  const list = useSearchSort(unsorted, sorts, "behind", textOf);
  const rows = list.shown;

  // The open cell's tasks follow the board as it refreshes (after a review, say).
  const openRow = cell && rows.find((row) => row.student._id === cell.row.student._id);
  const openTasks = openRow?.days.find((day) => day.date === cell?.date)?.tasks ?? [];
  usePreloadReviewDialog(board.isSuccess);
  // The review dialog goes through every proof awaiting review on the board, in its order (row by row, day by
  // day): after a decision the next one is in front, and the cell's dialog under it follows to that proof's cell.
  const reviewing = useReviewSequence(
    rows.flatMap((row) =>
      row.days.flatMap((day) =>
        day.tasks
          .filter((task) => taskState(task) === "awaiting_review")
          .map((task) => ({ ...task, student: row.student })),
      ),
    ),
    (item) => {
      const row = rows.find((each) => each.student._id === item.assignedTo);
      if (row) setCell({ row, date: item.deadline });
    },
  );

  return (
    <>
      <WeekNavigator weekStart={week} onChange={setWeek} today={today} />
      <GroupChoice pending={<Loading label={t("board.loading")} />}>
        <SearchSortBar searchLabel={t("board.find")} list={list} sorts={sorts}>
          <Button
            variant="outline"
            justifySelf="start"
            aria-expanded={exporting}
            aria-controls="board-export"
            onClick={() => setExporting(!exporting)}
          >
            {t("board.exportOpen")}
          </Button>
        </SearchSortBar>
        {exporting && <ExportForm week={week} group={shownId} />}
        {board.isPending ? (
          <Loading label={t("board.loading")} />
        ) : board.isError ? (
          <LoadError message={t("board.notLoaded")} reason={board.error.message} onRetry={() => void board.refetch()} />
        ) : unsorted.length === 0 ? (
          <Text color="fg.muted">{t("board.noStudents")}</Text>
        ) : rows.length === 0 ? (
          <Text color="fg.muted">{t("board.noMatch")}</Text>
        ) : (
          <BoardTable
            rows={rows}
            days={days}
            caption={t("board.caption", { date: formatDate(week, "longDay"), order: list.sortLabel.toLowerCase() })}
            onOpenCell={openCell}
          />
        )}
      </GroupChoice>
      {/* The cell's dialog stays open under the review dialog (nested, as the dashboard's day and proof dialogs):
          closing the review goes back to the tasks of the cell of the last proof shown. */}
      {cell && openTasks.length > 0 && (
        <>
          <CellDialog
            student={cell.row.student}
            date={cell.date}
            tasks={openTasks}
            onReview={(task) => reviewing.open(task._id)}
            onClose={() => setCell(null)}
          />
        </>
      )}
      {reviewing.dialog && (
        <Suspense fallback={null}>
          <ReviewDialog {...reviewing.dialog} />
        </Suspense>
      )}
    </>
  );
}
