import { Button, Grid, HStack, Input, Text } from "@chakra-ui/react";
import { useCallback, useMemo, useState } from "react";
import type { Task } from "@common/api-types";
import { addDays, mondayOf } from "@common/calendar-date";
import { onTimeRate, skillBalance, streak, summarize } from "@common/progress";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { Loading, LoadError } from "@/components/ui/load-state";
import { notify } from "@/components/ui/toaster";
import { WeekNavigator } from "@/components/week/week-navigator";
import { formatDate } from "@/lib/dates";
import { useToday } from "@/lib/use-today";
import { useClassWeek } from "./api/class-week";
import { downloadCsv } from "./api/export-csv";
import { BoardTable, type BoardRow } from "./components/board-table";

import { CellDialog } from "./components/cell-dialog";
import { ReviewDialog } from "@/components/tasks/review-dialog";

const SORTS = {
  behind: {
    label: "Falling behind first",
    compare: (a: BoardRow, b: BoardRow) =>
      (a.rate ?? 2) - (b.rate ?? 2) || a.streak.days - b.streak.days || a.student.name.localeCompare(b.student.name),
  },
  name: { label: "Name", compare: (a: BoardRow, b: BoardRow) => a.student.name.localeCompare(b.student.name) },
  streak: {
    label: "Longest streak",
    compare: (a: BoardRow, b: BoardRow) =>
      b.streak.days - a.streak.days || a.student.name.localeCompare(b.student.name),
  },
} as const;
type SortKey = keyof typeof SORTS;
const SORT_OPTIONS = Object.entries(SORTS).map(([value, { label }]) => ({ value, label }));

/**
 * The class week board: every active student × the seven days of a week, with each one's on-time
 * rate, streak and skill balance; the students who fall behind come first. A cell opens its tasks, to review
 * them; a range of deadlines exports as CSV. One request a week: the students (with the counts their records
 * keep) and the week's tasks. The screen's content, under the heading the route shows (router.tsx).
 */
export function BoardPage() {
  const today = useToday();
  const [week, setWeek] = useState(() => mondayOf(today));
  const [sort, setSort] = useState<SortKey>("behind");
  const [search, setSearch] = useState("");
  const [exporting, setExporting] = useState(false);
  const [cell, setCell] = useState<{ row: BoardRow; date: string } | null>(null);
  const [reviewing, setReviewing] = useState<Task | null>(null);
  // Stable, as the table is memoised: a render that changes neither the rows nor the caption leaves it alone.
  const openCell = useCallback((row: BoardRow, date: string) => setCell({ row, date }), []);
  const board = useClassWeek(week);
  const days = useMemo(() => Array.from({ length: 7 }, (_, index) => addDays(week, index)), [week]);

  // Worked out when the week's data changes; another order only sorts them again.
  const unsorted = useMemo(() => {
    const byStudent = new Map<string, Task[]>();
    for (const task of board.data?.tasks ?? []) {
      const theirs = byStudent.get(task.assignedTo);
      if (theirs) theirs.push(task);
      else byStudent.set(task.assignedTo, [task]);
    }
    return (board.data?.students ?? []).map((student): BoardRow => {
      const tasks = byStudent.get(student._id) ?? [];
      const progress = student.progress ?? {};
      const { rate, due } = onTimeRate(progress, today);
      return {
        student,
        rate,
        due,
        streak: streak(progress, today),
        skills: skillBalance(tasks),
        days: days.map((date) => {
          const ofDay = tasks.filter((task) => task.deadline === date);
          return { date, tasks: ofDay, summary: summarize(ofDay, today) };
        }),
      };
    });
  }, [board.data, days, today]);
  const needle = search.trim().toLowerCase();
  const rows = useMemo(
    () =>
      unsorted
        .filter(
          ({ student }) => student.name.toLowerCase().includes(needle) || student.email.toLowerCase().includes(needle),
        )
        .sort(SORTS[sort].compare),
    [unsorted, sort, needle],
  );

  // The open cell's tasks follow the board as it refreshes (after a review, say).
  const openRow = cell && rows.find((row) => row.student._id === cell.row.student._id);
  const openTasks = openRow?.days.find((day) => day.date === cell?.date)?.tasks ?? [];

  return (
    <>
      <WeekNavigator weekStart={week} onChange={setWeek} today={today} />
      {/* One compact row on a phone as on a desktop: the search, the order, and the export behind its button. */}
      <Grid
        templateColumns={{ base: "1fr 1fr", md: "minmax(0, 16rem) minmax(0, 14rem) auto" }}
        gap="3"
        alignItems="end"
      >
        <FormField label="Find a student">
          <Input
            type="search"
            placeholder="Name or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormField>
        <FormField label="Sort by">
          <OptionSelect
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
            options={SORT_OPTIONS}
          />
        </FormField>
        <Button
          variant="outline"
          justifySelf="start"
          aria-expanded={exporting}
          aria-controls="board-export"
          onClick={() => setExporting(!exporting)}
        >
          Export CSV…
        </Button>
      </Grid>
      {exporting && <ExportForm week={week} />}
      {board.isPending ? (
        <Loading label="Loading the class..." />
      ) : board.isError ? (
        <LoadError
          message="The board could not be loaded"
          reason={board.error.message}
          onRetry={() => void board.refetch()}
        />
      ) : unsorted.length === 0 ? (
        <Text color="fg.muted">No active students yet.</Text>
      ) : rows.length === 0 ? (
        <Text color="fg.muted">No student matches.</Text>
      ) : (
        <BoardTable
          rows={rows}
          days={days}
          caption={`The class's week of ${formatDate(week, "longDay")}, ${SORTS[sort].label.toLowerCase()}`}
          onOpenCell={openCell}
        />
      )}
      {/* The cell's dialog stays open under the review dialog (nested, as the dashboard's day and proof dialogs):
          closing the review goes back to the cell's tasks, with the focus back on its Review button. */}
      {cell && openTasks.length > 0 && (
        <>
          <CellDialog
            student={cell.row.student}
            date={cell.date}
            tasks={openTasks}
            onReview={setReviewing}
            onClose={() => setCell(null)}
          />
        </>
      )}
      {reviewing && cell && (
        <>
          <ReviewDialog
            items={[{ ...reviewing, student: cell.row.student }]}
            index={0}
            onIndexChange={() => undefined}
            onReviewed={() => setReviewing(null)}
            onClose={() => setReviewing(null)}
          />
        </>
      )}
    </>
  );
}

/** A CSV of a range of deadlines (the shown week unless changed), one row per task. */
function ExportForm({ week }: { week: string }) {
  const [range, setRange] = useState({ week, from: week, to: addDays(week, 6) });
  const [busy, setBusy] = useState(false);
  // A new week shown: the range follows it.
  if (range.week !== week) setRange({ week, from: week, to: addDays(week, 6) });
  const exportRange = async () => {
    setBusy(true);
    try {
      await downloadCsv(range.from, range.to);
    } catch (error) {
      void notify.error("The export failed", (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack
      as="form"
      id="board-export"
      gap="2"
      align="flex-end"
      wrap="wrap"
      aria-label="Export to CSV"
      onSubmit={(event) => {
        event.preventDefault();
        void exportRange();
      }}
    >
      <FormField label="From">
        <Input type="date" value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
      </FormField>
      <FormField label="To">
        <Input type="date" value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
      </FormField>
      <Button type="submit" variant="outline" loading={busy}>
        Export CSV
      </Button>
    </HStack>
  );
}
