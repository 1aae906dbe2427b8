import { Box, Button, CloseButton, HStack, Image, Progress, Stack, Text } from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Task } from "@common/api-types";
import { MAX_PROOF_IMAGES } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { acceptsAudio } from "@common/task-state";
import { ImageChooser } from "@/components/form/image-chooser";
import { ProofStrip } from "@/components/tasks/proof-strip";
import { ImagePreviewDialog } from "@/components/ui/image-preview-dialog";
import { notify } from "@/components/ui/toaster";
import { useWaitingProof } from "@/lib/offline/waiting-proofs";
import { useRemoveProof } from "../api/remove-proof";
import { useIsUploadingProof, useUploadProgress, useUploadProof } from "../api/upload-proof";
import { AudioProof } from "./audio-proof";
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
  const [large, setLarge] = useState<string | null>(null);
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
  const remove = useRemoveProof();
  const waiting = useWaitingProof(task?._id);
  const previews = usePreviews(photos);

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
      void notify.error(MESSAGES.tooManyProofImages);
      return current;
    });

  const submit = () => {
    if ((photos.length === 0 && !recording) || !task) {
      void notify.error(MESSAGES.noProofOrTask);
      return;
    }
    // The outcome is toasted by the upload itself; this dialog closes only if it still shows this task.
    const taskId = task._id;
    upload.mutate(
      { taskId, taskName: task.name, photos, recording },
      { onSuccess: () => shownTask.current === taskId && close() },
    );
  };

  const removeProof = () => {
    if (!task) return;
    remove.mutate(task._id, {
      onSuccess: () => notify.success("Proof removed"),
      onError: (error) => notify.error("Failed to remove proof", error.message),
    });
  };

  const chosenNames = [...photos, ...(recording ? [recording] : [])].map((file) => file.name).join(", ");

  return (
    <>
      <DialogFrame
        open={task !== null}
        onClose={close}
        title={task ? `Proof for ${task.name}` : "Proof"}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Close
            </Button>
          </>
        }
      >
        {task && waiting ? (
          <WaitingProof taskId={task._id} />
        ) : task?.proof ? (
          <Stack align="center" gap="4">
            <ProofStrip proof={task.proof} taskName={task.name} size="preview" onOpen={setLarge} />
            <Button colorPalette="red" variant="outline" onClick={removeProof} loading={remove.isPending}>
              Remove Proof
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            <ImageChooser
              label="Proof photo"
              multiple
              onChoose={choose}
              variant="outline"
              disabled={uploading || photos.length >= MAX_PROOF_IMAGES}
            >
              Upload Image
            </ImageChooser>
            {previews.length > 0 && (
              <HStack gap="2" wrap="wrap" align="flex-start">
                {previews.map(({ file, url }, index) => (
                  <Box key={url} position="relative">
                    <Image
                      src={url}
                      alt={`Selected proof preview${previews.length > 1 ? ` ${index + 1}` : ""}`}
                      maxH={previews.length > 1 ? "120px" : "300px"}
                      objectFit="contain"
                      rounded="md"
                    />
                    <CloseButton
                      size="2xs"
                      variant="solid"
                      position="absolute"
                      top="1"
                      insetEnd="1"
                      aria-label={`Remove ${file.name}`}
                      disabled={uploading}
                      onClick={() => setPhotos(photos.filter((photo) => photo !== file))}
                    />
                  </Box>
                ))}
              </HStack>
            )}
            {task && acceptsAudio(task) && (
              <AudioProof recording={recording} onChange={setRecording} disabled={uploading} />
            )}
            {chosenNames && <Text fontSize="sm">Selected: {chosenNames}</Text>}
            {progress !== null && (
              <Progress.Root value={Math.round(progress * 100)} colorPalette="teal" size="sm">
                <Progress.Label fontSize="sm">
                  {progress < 1 ? `Uploading... ${Math.round(progress * 100)}%` : "Processing..."}
                </Progress.Label>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
            <Button
              colorPalette="teal"
              onClick={submit}
              disabled={(photos.length === 0 && !recording) || uploading}
              loading={uploading}
            >
              Submit Proof
            </Button>
          </Stack>
        )}
      </DialogFrame>
      <ImagePreviewDialog src={large} alt={task ? `Proof for ${task.name}` : "Proof"} onClose={() => setLarge(null)} />
    </>
  );
}

/** An object URL for each chosen photo, let go of when the photo is. */
function usePreviews(photos: File[]) {
  const previews = useMemo(() => photos.map((file) => ({ file, url: URL.createObjectURL(file) })), [photos]);
  useEffect(() => () => previews.forEach(({ url }) => URL.revokeObjectURL(url)), [previews]);
  return previews;
}
