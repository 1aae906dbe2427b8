import { Button } from "@chakra-ui/react";
import type { Task } from "@common/api-types";

/** Exactly one button per task (requirements §2). */
export function TaskAction({ task, onProof }: { task: Task; onProof: () => void }) {
  if (task.status === "completed") {
    return (
      <Button size="sm" colorPalette="green" variant="subtle" disabled flexShrink={0}>
        Completed
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      colorPalette="teal"
      variant={task.proofUrl ? "outline" : "solid"}
      onClick={onProof}
      flexShrink={0}
    >
      {task.proofUrl ? "Remove Proof" : "Send Proof"}
    </Button>
  );
}
