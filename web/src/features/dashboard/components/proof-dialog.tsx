import { Box, Button, Dialog, Image, Portal, Progress, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { Task } from "@common/api-types";
import { ImagePreviewDialog } from "@/components/ui/image-preview-dialog";
import { notify } from "@/components/ui/toaster";
import { takeChosenFile } from "@/lib/image-file";
import { useRemoveProof, useUploadProof } from "../api/proof";

interface ProofDialogProps {
  task: Task | null;
  onClose: () => void;
}

/** SPEC §2 proof dialog: the proof with 'Remove Proof', or 'Upload Image', a preview and 'Submit Proof'. */
export function ProofDialog({ task, onClose }: ProofDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [large, setLarge] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProof();
  const remove = useRemoveProof();

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const reset = () => {
    setFile(null);
    setPreview("");
    setProgress(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = takeChosenFile(event);
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      notify.error("Please select an image file");
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const submit = () => {
    if (!file || !task) {
      notify.error("No proof file or selected task");
      return;
    }
    setProgress(0);
    upload.mutate(
      { taskId: task._id, file, onProgress: setProgress },
      {
        onSuccess: () => {
          notify.success("Proof submitted success");
          close();
        },
        onError: (error) => {
          setProgress(null);
          notify.error("Failed to upload proof", error.message);
        },
      },
    );
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
                    <input
                      ref={fileInput}
                      type="file"
                      accept="image/*"
                      hidden
                      aria-label="Proof photo"
                      onChange={choose}
                    />
                    <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
                      Upload Image
                    </Button>
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
                    <Button
                      colorPalette="teal"
                      onClick={submit}
                      disabled={!file || upload.isPending}
                      loading={upload.isPending}
                    >
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
