import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import type { Task } from "@common/api-types";
import { taskState, type TaskState } from "@common/task-state";
import { useT } from "@/lib/i18n/use-t";
import { VoiceComment } from "./voice-comment";

const COLOURS: Record<TaskState, string> = {
  awaiting_proof: "fg.muted",
  awaiting_review: "blue.fg",
  needs_redo: "orange.fg",
  verified: "green.fg",
};

/**
 * What a task shows: its derived state in words ('Awaiting proof', 'Sent — awaiting review',
 * 'Needs redo', 'Verified by admin'), whether it came in late, and the admin's reason or feedback under it, with
 * their voice comment when they recorded one.
 */
export function TaskStatus({ task }: { task: Task }) {
  const state = taskState(task);
  const t = useT();
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" color={COLOURS[state]}>
          {t(`state.${state}`)}
        </Text>
        {task.late && state !== "awaiting_proof" && (
          <Badge colorPalette="red" variant="subtle" size="sm">
            {t("task.late")}
          </Badge>
        )}
      </HStack>
      {state === "needs_redo" && task.redoReason && (
        <Text fontSize="sm" color="orange.fg" whiteSpace="pre-wrap">
          {t("task.needsRedoReason", { reason: task.redoReason })}
        </Text>
      )}
      {state === "verified" && task.feedback && (
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {t("task.feedback", { feedback: task.feedback })}
        </Text>
      )}
      {(state === "needs_redo" || state === "verified") && task.voiceComment && (
        <VoiceComment url={task.voiceComment} label={t("voice.onTask", { name: task.name })} />
      )}
    </Stack>
  );
}
