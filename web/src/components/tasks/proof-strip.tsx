import { Box, HStack, Image, Stack } from "@chakra-ui/react";
import type { ProofFile } from "@common/api-types";
import { useT } from "@/lib/i18n/use-t";

interface ProofStripProps {
  proof: ProofFile[];
  /** The task's name, for the pictures' text alternatives. */
  taskName: string;
  /**
   * Thumbnails (a row of small pictures in Verify's 200 px box), a preview (the student's proof dialog: at most
   * 300 px high, as the picture being chosen; a row of smaller ones when there are several) or the pictures
   * themselves.
   */
  size?: "thumb" | "preview" | "large";
  /** Opens a picture larger; without it the pictures are not buttons. */
  onOpen?: (url: string) => void;
}

/**
 * A proof's files: its photos as a strip, each opening larger, and its recording played inline
 * (served with the same permission check as the photos).
 */
export function ProofStrip({ proof, taskName, size = "thumb", onOpen }: ProofStripProps) {
  const t = useT();
  const photos = proof.filter((file) => file.kind === "image");
  const recordings = proof.filter((file) => file.kind === "audio");
  const edge = size === "thumb" ? "200px" : size === "large" ? "70vh" : photos.length > 1 ? "120px" : "300px";
  return (
    <Stack gap="3" data-testid="proof-strip">
      {photos.length > 0 && (
        <HStack gap="2" wrap="wrap" align="flex-start">
          {photos.map((photo, index) => {
            const several = photos.length > 1;
            const which = { name: taskName, number: index + 1, count: photos.length };
            const alt = several ? t("proof.photoOf", which) : t("proof.title", which);
            const image = (
              <Image
                src={size === "thumb" ? `${photo.url}?size=thumb` : photo.url}
                alt={alt}
                maxW={size === "thumb" ? edge : "full"}
                maxH={edge}
                objectFit="contain"
                rounded="md"
              />
            );
            return onOpen ? (
              <Box
                as="button"
                key={photo.url}
                onClick={() => onOpen(photo.url)}
                rounded="md"
                aria-label={several ? t("proof.openPhoto", which) : t("proof.open", which)}
                _focusVisible={{ outline: "2px solid", outlineColor: "teal.focusRing" }}
              >
                {image}
              </Box>
            ) : (
              <Box key={photo.url}>{image}</Box>
            );
          })}
        </HStack>
      )}
      {recordings.map((recording) => (
        <audio
          key={recording.url}
          controls
          preload="metadata"
          src={recording.url}
          aria-label={t("proof.recording", { name: taskName })}
          style={{ width: "100%", maxWidth: "420px" }}
        />
      ))}
    </Stack>
  );
}
