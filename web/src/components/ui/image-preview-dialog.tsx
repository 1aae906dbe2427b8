import { Image } from "@chakra-ui/react";
import { DialogFrame } from "./dialog-frame";
import { useT } from "@/lib/i18n/use-t";

interface ImagePreviewDialogProps {
  src: string | null;
  alt: string;
  onClose: () => void;
}

/** The large 'Image Preview' of a proof (requirements §9: at most 70% of the viewport's height). */
export function ImagePreviewDialog({ src, alt, onClose }: ImagePreviewDialogProps) {
  const t = useT();
  return (
    <DialogFrame
      open={src !== null}
      onClose={onClose}
      title={t("preview.title")}
      size="xl"
      closeLabel={t("preview.close")}
      bodyProps={{ display: "flex", justifyContent: "center" }}
    >
      {src && <Image src={src} alt={alt} maxH="70vh" maxW="full" objectFit="contain" rounded="md" />}
    </DialogFrame>
  );
}
