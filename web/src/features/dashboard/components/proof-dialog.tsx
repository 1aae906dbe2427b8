import { Box, Button, Dialog, Image, Portal, Progress, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import type { Task } from "@common/api-types";
import { MESSAGES } from "@common/messages";
import { ImagePreviewDialog } from "@/components/ui/image-preview-dialog";
import { notify } from "@/components/ui/toaster";
import { ImageChooser } from "@/components/form/image-chooser";
import { useIsUploadingProof, useRemoveProof, useUploadProgress, useUploadProof } from "../api/proof";

interface ProofDialogProps {
  task: Task | null;
  onClose: () => void;
}

/**
 * SPEC §2 proof dialog: the proof with 'Remove Proof', or 'Upload Image', a preview and 'Submit Proof'.
 * What it holds belongs to one task: opened for another task it starts afresh, shows only that task's
 * upload, and an earlier task's upload ending never closes it.
 */
export function ProofDialog({ task, onClose }: ProofDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState("");
  const [large, setLarge] = useState<string | null>(null);
  const [chosenFor, setChosenFor] = useState(task?._id);
  if (task && task._id !== chosenFor) {
    setChosenFor(task._id);
    setFile(null);
    setPreview("");
  }
  const shownTask = useRef(task?._id);
  useEffect(() => {
    shownTask.current = task?._id;
  });
  const upload = useUploadProof(task?._id);
  const uploading = useIsUploadingProof(task?._id);
  const progress = useUploadProgress(task?._id);
  const remove = useRemoveProof();

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const reset = () => {
    setFile(null);
    setPreview("");
  };

  const close = () => {
    reset();
    onClose();
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const submit = () => {
    if (!file || !task) {
      notify.error(MESSAGES.noProofOrTask);
      return;
    }
    // The outcome is toasted by the upload itself; this dialog closes only if it still shows this task.
    const taskId = task._id;
    upload.mutate({ taskId, file }, { onSuccess: () => shownTask.current === taskId && close() });
  };

  const removeProof = () => {
    if (!task) return;
    remove.mutate(task._id, {
      onSuccess: () => notify.success("Proof removed"),
      onError: (error) => notify.error("Failed to remove proof", error.message),
    });
  };

  return (
    <>
      <Dialog.Root open={task !== null} onOpenChange={(details) => !details.open && close()} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{task ? `Proof for ${task.name}` : "Proof"}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {task?.proofUrl ? (
                  <Stack align="center" gap="4">
                    <Box
                      as="button"
                      onClick={() => setLarge(task.proofUrl ?? null)}
                      aria-label="Open a larger preview of the proof"
                      rounded="md"
                      _focusVisible={{ outline: "2px solid", outlineColor: "teal.focusRing" }}
                    >
                      <Image src={task.proofUrl} alt={`Proof for ${task.name}`} maxH="300px" rounded="md" />
                    </Box>
                    <Button colorPalette="red" variant="outline" onClick={removeProof} loading={remove.isPending}>
                      Remove Proof
                    </Button>
                  </Stack>
                ) : (
                  <Stack gap="3">
                    <ImageChooser label="Proof photo" onChoose={choose} variant="outline" disabled={uploading}>
                      Upload Image
                    </ImageChooser>
                    {preview && (
                      <Image src={preview} alt="Selected proof preview" maxH="300px" objectFit="contain" rounded="md" />
                    )}
                    {file && <Text fontSize="sm">Selected: {file.name}</Text>}
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
                    <Button colorPalette="teal" onClick={submit} disabled={!file || uploading} loading={uploading}>
                      Submit Proof
                    </Button>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={close}>
                  Close
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ImagePreviewDialog src={large} alt={task ? `Proof for ${task.name}` : "Proof"} onClose={() => setLarge(null)} />
    </>
  );
}
