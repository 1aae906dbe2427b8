import { MAX_PICTURE_BYTES } from "@common/constants";
import { isImageType, MESSAGES } from "@common/validation";

/** SPEC §5: the message to toast for a chosen file that cannot be used as a picture, or null if it can. */
export function imageFileProblem(file: File): string | null {
  if (!isImageType(file.type)) return MESSAGES.pictureNotImage;
  if (file.size > MAX_PICTURE_BYTES) return MESSAGES.pictureTooLarge;
  return null;
}
