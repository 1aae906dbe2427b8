import { Button, Stack, Text } from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { useEffect, useRef, useState } from "react";
import type { Task } from "@common/api-types";
import { MAX_PROOF_IMAGES } from "@common/constants";
import { acceptsAudio } from "@common/task-state";
import { ImageChooser } from "@/components/form/image-chooser";
import { TaskThread } from "@/components/tasks/task-thread";
import { notify } from "@/components/ui/toaster";
import { MESSAGES } from "@common/messages";
import { validationText } from "@/lib/i18n/validation-text";
import { useT } from "@/lib/i18n/use-t";
import { useWaitingProof } from "@/lib/offline/waiting-proofs";
import { useIsUploadingProof, useUploadProgress, useUploadProof } from "../api/upload-proof";
import { AudioProof } from "./audio-proof";
import { ChosenPhotos, UploadProgress } from "./chosen-photos";
import { SentProof } from "./sent-proof";
import { WaitingProof } from "./waiting-proof";

interface ProofDialogProps {
  task: Task | null;
  onClose: () => void;
}

/**
 * Requirements §2 proof dialog: the proof with 'Remove Proof', or 'Upload Image', a preview and 'Submit Proof'. Beyond
 * the spec: up to five photos, shown as a strip, and a recording where the task takes one. What it
 * holds belongs to one task: opened for another task it starts afresh, shows only that task's upload, and an
 * earlier task's upload ending never closes it.
 */
export function ProofDialog({ task, onClose }: ProofDialogProps) {
  const [photos, setPhotos] = useState<File[]>([]);
  const [recording, setRecording] = useState<File | null>(null);
  const [chosenFor, setChosenFor] = useState(task?._id);
  if (task && task._id !== chosenFor) {
    setChosenFor(task._id);
    setPhotos([]);
    setRecording(null);
  }
  const shownTask = useRef(task?._id);
  useEffect(() => {
    shownTask.current = task?._id;
  });
  const upload = useUploadProof(task?._id);
  const uploading = useIsUploadingProof(task?._id);
  const progress = useUploadProgress(task?._id);
  const waiting = useWaitingProof(task?._id);
  const t = useT();

  const reset = () => {
    setPhotos([]);
    setRecording(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const choose = (chosen: File) =>
    setPhotos((current) => {
      if (current.length < MAX_PROOF_IMAGES) return [...current, chosen];
      void notify.error(validationText(MESSAGES.tooManyProofImages));
      return current;
    });

  const submit = () => {
    if ((photos.length === 0 && !recording) || !task) {
      void notify.error(validationText(MESSAGES.noProofOrTask));
      return;
    }
    // The outcome is toasted by the upload itself; this dialog closes only if it still shows this task.
    const taskId = task._id;
    upload.mutate(
      { taskId, taskName: task.name, photos, recording },
      { onSuccess: () => shownTask.current === taskId && close() },
    );
  };

  const chosenNames = [...photos, ...(recording ? [recording] : [])].map((file) => file.name).join(", ");

  return (
    <>
      <DialogFrame
        open={task !== null}
        onClose={close}
        title={task ? t("proof.title", { name: task.name }) : t("proof.heading")}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t("common.close")}
            </Button>
          </>
        }
      >
        {task && waiting ? (
          <WaitingProof taskId={task._id} />
        ) : task?.proof ? (
          <SentProof task={task} proof={task.proof} />
        ) : (
          <Stack gap="3">
            <ImageChooser
              label={t("proof.photoLabel")}
              multiple
              onChoose={choose}
              variant="outline"
              disabled={uploading || photos.length >= MAX_PROOF_IMAGES}
            >
              {t("proof.uploadImage")}
            </ImageChooser>
            <ChosenPhotos
              photos={photos}
              disabled={uploading}
              onRemove={(file) => setPhotos(photos.filter((photo) => photo !== file))}
            />
            {task && acceptsAudio(task) && (
              <AudioProof recording={recording} onChange={setRecording} disabled={uploading} />
            )}
            {chosenNames && <Text fontSize="sm">{t("proof.selected", { names: chosenNames })}</Text>}
            {progress !== null && <UploadProgress progress={progress} />}
            <Button
              colorPalette="teal"
              onClick={submit}
              disabled={(photos.length === 0 && !recording) || uploading}
              loading={uploading}
            >
              {t("proof.submit")}
            </Button>
          </Stack>
        )}
        {task && <TaskThread key={task._id} task={task} />}
      </DialogFrame>
    </>
  );
}
