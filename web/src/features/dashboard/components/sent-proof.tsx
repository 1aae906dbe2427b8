import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import type { ProofFile, Task } from "@common/api-types";
import { ProofStrip } from "@/components/tasks/proof-strip";
import { ImagePreviewDialog } from "@/components/ui/image-preview-dialog";
import { notify } from "@/components/ui/toaster";
import { t as say } from "@/lib/i18n/i18n";
import { useT } from "@/lib/i18n/use-t";
import { useRemoveProof } from "../api/remove-proof";

/** The proof already sent: its photos (a click opens 'Image Preview') and recording, and 'Remove Proof'. */
export function SentProof({ task, proof }: { task: Task; proof: ProofFile[] }) {
  const [large, setLarge] = useState<string | null>(null);
  const remove = useRemoveProof();
  const t = useT();
  const removeProof = () =>
    remove.mutate(task._id, {
      onSuccess: () => notify.success(say("proof.removed")),
      onError: (error) => notify.error(say("proof.removeFailed"), error.message),
    });
  return (
    <Stack align="center" gap="4">
      <ProofStrip proof={proof} taskName={task.name} size="preview" onOpen={setLarge} />
      <Button colorPalette="red" variant="outline" onClick={removeProof} loading={remove.isPending}>
        {t("task.removeProof")}
      </Button>
      <ImagePreviewDialog src={large} alt={t("proof.title", { name: task.name })} onClose={() => setLarge(null)} />
    </Stack>
  );
}
