import { Button } from "@chakra-ui/react";
import type { Task } from "@common/api-types";
import { useT } from "@/lib/i18n/use-t";

/** Exactly one button per task (requirements §2). */
export function TaskAction({ task, onProof }: { task: Task; onProof: () => void }) {
  const t = useT();
  if (task.status === "completed") {
    return (
      <Button size="sm" colorPalette="green" variant="subtle" disabled flexShrink={0}>
        {t("task.completed")}
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
      {task.proofUrl ? t("task.removeProof") : t("task.sendProof")}
    </Button>
  );
}
