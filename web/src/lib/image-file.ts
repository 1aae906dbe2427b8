import type { ChangeEvent } from "react";
import { isImageType, MESSAGES } from "@common/messages";

/** The files just chosen in a file input; the input is emptied so that choosing the same file again counts. */
export function takeChosenFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = [...(event.target.files ?? [])];
  event.target.value = "";
  return files;
}

export const takeChosenFile = (event: ChangeEvent<HTMLInputElement>): File | null => takeChosenFiles(event)[0] ?? null;

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
 * The images just chosen that can be used, and the message of each one refused (for the person at once, not
 * after Submit): not an image, over `maxBytes` when given, or a format this browser cannot open.
 */
export async function takeChosenImages(
  event: ChangeEvent<HTMLInputElement>,
  { maxBytes }: { maxBytes?: number } = {},
): Promise<{ usable: File[]; problems: string[] }> {
  const usable: File[] = [];
  const problems: string[] = [];
  for (const file of takeChosenFiles(event)) {
    const problem = !isImageType(file.type)
      ? MESSAGES.pictureNotImage
      : maxBytes !== undefined && file.size > maxBytes
        ? MESSAGES.pictureTooLarge
        : !(await canDecodeImage(file))
          ? MESSAGES.imageNotReadable
          : null;
    if (problem) problems.push(problem);
    else usable.push(file);
  }
  return { usable, problems };
}
