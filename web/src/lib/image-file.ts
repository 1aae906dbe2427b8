import type { ChangeEvent } from "react";
import { isImageType, MESSAGES } from "@common/messages";
import { notify } from "@/components/ui/toaster";

/** The file just chosen in a file input; the input is emptied so that choosing the same file again counts. */
export function takeChosenFile(event: ChangeEvent<HTMLInputElement>): File | null {
  const file = event.target.files?.[0] ?? null;
  event.target.value = "";
  return file;
}

/**
 * Whether this browser can open the image: a HEIC photo says it is an image but most browsers cannot show,
 * shrink or send it. Decoding happens off the page's thread (HTMLImageElement.decode).
 */
export async function canDecodeImage(file: File): Promise<boolean> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The image just chosen, or null when there is none or it cannot be used (its problem is toasted at once,
 * not after Submit): not an image, over `maxBytes` when given, or a format this browser cannot open.
 */
export async function takeChosenImage(
  event: ChangeEvent<HTMLInputElement>,
  { maxBytes }: { maxBytes?: number } = {},
): Promise<File | null> {
  const file = takeChosenFile(event);
  if (!file) return null;
  const problem = !isImageType(file.type)
    ? MESSAGES.pictureNotImage
    : maxBytes !== undefined && file.size > maxBytes
      ? MESSAGES.pictureTooLarge
      : !(await canDecodeImage(file))
        ? MESSAGES.imageNotReadable
        : null;
  if (problem) notify.error(problem);
  return problem ? null : file;
}
