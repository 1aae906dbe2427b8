import { SimpleGrid } from "@chakra-ui/react";
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { Task } from "@common/api-types";
import { addDays, isCalendarDate, mondayOf } from "@common/calendar-date";
import { DATE_MAX, DATE_MIN } from "@common/constants";
import { summarize } from "@common/progress";
import { useMyTasks } from "@/lib/api/tasks";
import { useIsAdmin } from "@/lib/api/session";
import { isSignedOutError } from "@/lib/api/client";
import { useToday } from "@/lib/use-today";
import { DashboardLayout } from "./components/dashboard-layout";
import { DayCard } from "./components/day-card";
import { MiniCalendar } from "./components/mini-calendar";
import { ProgressPanel, WeekProgressBar } from "./components/week-progress";
import { LoadError, nothingToShow } from "@/components/ui/load-state";
import { PageSpinner } from "@/components/ui/page-spinner";
import { WeekNavigator } from "@/components/week/week-navigator";
import { lazyNamed } from "@/lib/lazy-named";
import { usePreloadOnceShown } from "@/lib/preload-once-shown";
import { useT } from "@/lib/i18n/use-t";
import { TodayPanel } from "./components/today-panel";

// The dialogs' code (Chakra's dialog, sending a proof) is not needed to draw the week: it is asked for once the
// screen has shown and been painted, well before anyone can open one, rather than with the screen's own code.
const DayDialog = lazyNamed(() => import("./components/day-dialog"), "DayDialog");
const ProofDialog = lazyNamed(() => import("./components/proof-dialog"), "ProofDialog");
const DIALOGS = [DayDialog, ProofDialog];

const NO_TASKS: Task[] = [];

/** Navigation state other screens send (requirements §2): jump to a week and open a day. */
interface DashboardState {
  targetDate?: string;
  openAt?: string;
}

const validDate = (value: unknown): string | undefined =>
  typeof value === "string" && isCalendarDate(value) && value >= DATE_MIN && value <= DATE_MAX ? value : undefined;

export function DashboardPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as DashboardState;
  const today = useToday();
  const [weekStart, setWeekStart] = useState(() => mondayOf(validDate(state.targetDate) ?? today));
  const [openDay, setOpenDay] = useState<string | null>(() => validDate(state.openAt) ?? null);
  const [proofTaskId, setProofTaskId] = useState<string | null>(null);
  // State sent while the dashboard is already showing (a notification clicked here) moves it too.
  const [shownState, setShownState] = useState(location.state);
  if (location.state && location.state !== shownState) {
    setShownState(location.state);
    const target = validDate(state.targetDate);
    if (target) setWeekStart(mondayOf(target));
    setOpenDay(validDate(state.openAt) ?? null);
    setProofTaskId(null);
  }

  // Mounted from the first opening on (and kept, so that closing animates).
  const [dialogsMounted, setDialogsMounted] = useState(openDay !== null);
  if (openDay !== null && !dialogsMounted) setDialogsMounted(true);

  // The state is used once: a reload or going back must not reopen the dialog.
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  // Admins have no tasks of their own (requirements §6). The week is asked for at once, beside the session check
  // (app/screen-data.ts); should that request fail because the session has ended (401), the check's answer puts
  // the guard's message in place of the page instead.
  const isAdmin = useIsAdmin();
  const tasks = useMyTasks(!isAdmin, { from: weekStart, to: addDays(weekStart, 6) });
  // Today's work, from this week's answer (the same query while this week is shown, as it is on opening).
  const thisWeek = mondayOf(today);
  const thisWeeksTasks = useMyTasks(!isAdmin, { from: thisWeek, to: addDays(thisWeek, 6) });
  const todaysTasks = useMemo(
    () => (isAdmin ? NO_TASKS : thisWeeksTasks.data?.filter((task) => task.deadline === today)),
    [isAdmin, thisWeeksTasks.data, today],
  );
  const byDay = useMemo(() => {
    const grouped = new Map<string, Task[]>();
    for (const task of tasks.data ?? []) grouped.set(task.deadline, [...(grouped.get(task.deadline) ?? []), task]);
    return grouped;
  }, [tasks.data]);
  // Each day of the week with its summary (a card re-renders only when its own summary changes).
  const week = useMemo(
    () =>
      Array.from({ length: 7 }, (_, index) => addDays(weekStart, index)).map((date) => ({
        date,
        summary: summarize(byDay.get(date) ?? [], today),
      })),
    [byDay, today, weekStart],
  );
  const weekTasks = tasks.data ?? NO_TASKS;
  const failure = nothingToShow(tasks);
  // An admin's week is asked for nothing (switched off), so it is empty rather than loading.
  const loading = !isAdmin && tasks.isPending;
  const proofTask = [...weekTasks, ...(todaysTasks ?? [])].find((task) => task._id === proofTaskId) ?? null;

  const showWeekOf = useCallback((date: string) => setWeekStart(mondayOf(date)), []);
  const openProof = useCallback((taskId: string) => {
    setDialogsMounted(true);
    setProofTaskId(taskId);
  }, []);

  // Until the week it opened on has its first answer (or cannot have one now), the page's spinner stands in for
  // the screen: drawn before it, the week would move down under the reader as today's tasks arrive above it.
  const [answered, setAnswered] = useState(false);
  if (!answered && (isAdmin || !tasks.isPending || tasks.fetchStatus !== "fetching")) setAnswered(true);
  // The whole screen that answer brings is drawn in the background, in slices between which the page stays
  // responsive, rather than in one long task (an answer from the device, there at once, is drawn at once).
  const shown = useDeferredValue(answered);
  // Today's work first, the week below it in the render after: an answer from the device (there on the first
  // render) paints today's tasks without waiting for the seven cards, the calendar and the progress to be drawn.
  const weekShown = useDeferredValue(shown, false);
  const t = useT();
  usePreloadOnceShown(shown, DIALOGS);
  if (!shown) return <PageSpinner label={t("dashboard.loadingWeek")} />;

  return (
    <DashboardLayout
      today={<TodayPanel tasks={todaysTasks} onProof={openProof} />}
      main={
        weekShown && (
          <>
            <WeekNavigator weekStart={weekStart} onChange={setWeekStart} today={today} />
            <WeekProgressBar tasks={weekTasks} loading={loading && !tasks.isError} />
            {failure && !isSignedOutError(tasks.error) && (
              <LoadError message={t("dashboard.weekNotLoaded")} reason={failure.reason} onRetry={failure.retry} />
            )}
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4, "2xl": 7 }} gap="3" aria-busy={loading}>
              {week.map(({ date, summary }) => (
                <DayCard
                  key={date}
                  date={date}
                  summary={summary}
                  isToday={date === today}
                  onOpen={setOpenDay}
                  loading={loading}
                />
              ))}
            </SimpleGrid>
          </>
        )
      }
      side={
        weekShown && (
          <>
            <MiniCalendar weekStart={weekStart} today={today} onSelect={showWeekOf} />
            <ProgressPanel tasks={weekTasks} today={today} loading={loading} />
          </>
        )
      }
    >
      {dialogsMounted && (
        <Suspense fallback={null}>
          {/* The day's dialog stays open under the proof dialog: 'Send Proof' then only opens a dialog, and
              closing it goes back to the day's list. */}
          <DayDialog
            date={openDay}
            tasks={openDay ? (byDay.get(openDay) ?? []) : []}
            loading={loading}
            onClose={() => setOpenDay(null)}
            onProof={setProofTaskId}
          />
          <ProofDialog task={proofTask} onClose={() => setProofTaskId(null)} />
        </Suspense>
      )}
    </DashboardLayout>
  );
}
