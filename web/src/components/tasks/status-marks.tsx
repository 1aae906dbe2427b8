import { Box, HStack } from "@chakra-ui/react";
import type { DaySummary } from "@common/progress";
import type { TaskState } from "@common/task-state";

/** A colour per state, with the same meaning wherever marks show (day cards, the class board). */
const STATE_COLOURS: Record<TaskState, string> = {
  verified: "green.solid",
  awaiting_review: "blue.solid",
  needs_redo: "orange.solid",
  awaiting_proof: "gray.400",
};
const ORDER: TaskState[] = ["verified", "awaiting_review", "needs_redo", "awaiting_proof"];

/**
 * A day's tasks as small coloured marks, done first; an overdue task's mark has a red ring. Decorative: the
 * caller writes the same in words beside it (summaryText), which is what assistive technology reads.
 */
export function StatusMarks({ summary }: { summary: DaySummary }) {
  const marks = ORDER.flatMap((state) => Array.from({ length: summary.counts[state] }, () => state));
  // A day's tasks share its deadline: the overdue ones are those still to do or redo, the last marks.
  const overdueFrom = marks.length - summary.overdue;
  return (
    <HStack gap="1" wrap="wrap" aria-hidden>
      {marks.map((state, index) => (
        <Box
          key={`${state}-${index}`}
          boxSize="2.5"
          rounded="full"
          bg={STATE_COLOURS[state]}
          outline={index >= overdueFrom ? "2px solid" : undefined}
          outlineColor="red.solid"
          outlineOffset="1px"
        />
      ))}
    </HStack>
  );
}
