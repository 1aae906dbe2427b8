import { CloseButton, Dialog, Image, Portal } from "@chakra-ui/react";

interface ImagePreviewDialogProps {
  src: string | null;
  alt: string;
  onClose: () => void;
}

/** The large 'Image Preview' of a proof (requirements §9: at most 70% of the viewport's height). */
export function ImagePreviewDialog({ src, alt, onClose }: ImagePreviewDialogProps) {
  return (
    <Dialog.Root
      open={src !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Image Preview</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" justifyContent="center">
              {src && <Image src={src} alt={alt} maxH="70vh" maxW="full" objectFit="contain" rounded="md" />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close preview" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
