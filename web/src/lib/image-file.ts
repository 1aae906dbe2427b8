import type { ChangeEvent } from "react";
import { MAX_PICTURE_BYTES } from "@common/constants";
import { isImageType, MESSAGES } from "@common/messages";
import { notify } from "@/components/ui/toaster";

/** The file just chosen in a file input; the input is emptied so that choosing the same file again counts. */
export function takeChosenFile(event: ChangeEvent<HTMLInputElement>): File | null {
  const file = event.target.files?.[0] ?? null;
  event.target.value = "";
  return file;
}

/** SPEC §5: the message to toast for a chosen file that cannot be used as a picture, or null if it can. */
export function imageFileProblem(file: File): string | null {
  if (!isImageType(file.type)) return MESSAGES.pictureNotImage;
  if (file.size > MAX_PICTURE_BYTES) return MESSAGES.pictureTooLarge;
  return null;
}

/** The picture just chosen, or null when there is none or it cannot be used (its problem is toasted). */
export function takeChosenPicture(event: ChangeEvent<HTMLInputElement>): File | null {
  const file = takeChosenFile(event);
  const problem = file && imageFileProblem(file);
  if (problem) notify.error(problem);
  return problem ? null : file;
}
