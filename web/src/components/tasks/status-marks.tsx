import type { DaySummary } from "@common/progress";
import type { TaskState } from "@common/task-state";
import "./status-marks.css";

/** The marks' order, done first; each state has its colour in status-marks.css, the same wherever marks show. */
const ORDER: TaskState[] = ["verified", "awaiting_review", "needs_redo", "awaiting_proof"];

/**
 * A day's tasks as small coloured marks, done first; an overdue task's mark has a red ring. Decorative: the
 * caller writes the same in words beside it (summaryText), which is what assistive technology reads. Plain
 * elements with static classes (status-marks.css): the class board draws hundreds of them.
 */
export function StatusMarks({ summary }: { summary: DaySummary }) {
  const marks = ORDER.flatMap((state) => Array.from({ length: summary.counts[state] }, () => state));
  // A day's tasks share its deadline: the overdue ones are those still to do or redo, the last marks.
  const overdueFrom = marks.length - summary.overdue;
  return (
    <span className="status-marks" aria-hidden>
      {marks.map((state, index) => (
        <span
          key={`${state}-${index}`}
          className="status-mark"
          data-state={state}
          data-overdue={index >= overdueFrom || undefined}
        />
      ))}
    </span>
  );
}
