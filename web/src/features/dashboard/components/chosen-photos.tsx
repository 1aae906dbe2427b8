import { Box, CloseButton, HStack, Image, Progress } from "@chakra-ui/react";
import { useEffect, useMemo } from "react";
import { useT } from "@/lib/i18n/use-t";

/** The photos chosen for a proof, each previewed (300 px high alone, smaller side by side) with its remove button. */
export function ChosenPhotos({
  photos,
  disabled,
  onRemove,
}: {
  photos: File[];
  disabled: boolean;
  onRemove: (photo: File) => void;
}) {
  const previews = usePreviews(photos);
  const t = useT();
  if (previews.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap" align="flex-start">
      {previews.map(({ file, url }, index) => (
        <Box key={url} position="relative">
          <Image
            src={url}
            alt={previews.length > 1 ? t("proof.previewNumbered", { number: index + 1 }) : t("proof.preview")}
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
            aria-label={t("proof.removeFile", { name: file.name })}
            disabled={disabled}
            onClick={() => onRemove(file)}
          />
        </Box>
      ))}
    </HStack>
  );
}

/** How far the upload has come, then the server's work on it. */
export function UploadProgress({ progress }: { progress: number }) {
  const t = useT();
  return (
    <Progress.Root value={Math.round(progress * 100)} colorPalette="teal" size="sm">
      <Progress.Label fontSize="sm">
        {progress < 1 ? t("proof.uploading", { percent: Math.round(progress * 100) }) : t("proof.processing")}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

/** An object URL for each chosen photo, let go of when the photo is. */
function usePreviews(photos: File[]) {
  const previews = useMemo(() => photos.map((file) => ({ file, url: URL.createObjectURL(file) })), [photos]);
  useEffect(() => () => previews.forEach(({ url }) => URL.revokeObjectURL(url)), [previews]);
  return previews;
}
