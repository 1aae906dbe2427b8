import type { default as Sharp, FormatEnum } from "sharp";
import { AppError } from "../errors";

interface AcceptedFormat {
  contentType: string;
  extension: string;
}

/** What the app stores: the formats every browser shows. Never SVG (it can carry script). */
const ACCEPTED: Record<string, AcceptedFormat> = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  gif: { contentType: "image/gif", extension: "gif" },
};

/**
 * sharp (and libvips behind it) loads on the first upload, not with the function: faster cold starts. The
 * function is CommonJS, where require is the reliable way; tests that run it as ES modules use import().
 */
const loadSharp = async (): Promise<typeof Sharp> =>
  typeof require === "function"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: CommonJS loads it reliably
      (require("sharp") as typeof Sharp)
    : (await import("sharp")).default;

export const NOT_AN_IMAGE = "Please select an image file (JPEG, PNG, WebP or GIF).";

/** Refuses decompression bombs: ~100 megapixels is more than any phone camera makes. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface CleanImage extends AcceptedFormat {
  bytes: Buffer;
}

/**
 * Identifies the image from its bytes (never the client's name or MIME type), then re-encodes it: the
 * orientation a camera recorded is applied, and all metadata — GPS position, camera, comments — is dropped.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new AppError(415, NOT_AN_IMAGE, "unsupported_media_type");
  }
  const accepted = format ? ACCEPTED[format] : undefined;
  if (!format || !accepted) throw new AppError(415, NOT_AN_IMAGE, "unsupported_media_type");

  const animated = format === "gif" || format === "webp";
  try {
    const clean = await sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toFormat(format as keyof FormatEnum, format === "jpeg" ? { quality: 88, mozjpeg: true } : {})
      .toBuffer();
    return { ...accepted, bytes: clean };
  } catch {
    throw new AppError(415, "The image could not be read: it may be damaged.", "unsupported_media_type");
  }
}

/** Verification thumbnails: 400 px covers the 200 px box on high-density screens; issue #6 caps them at 30 KB. */
export const THUMBNAIL_EDGE = 400;

export async function thumbnail(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}
