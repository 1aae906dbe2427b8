/** Image uploads: identified from their bytes, bounded, re-encoded without metadata, with a thumbnail. */
import type { default as Sharp, FormatEnum, Metadata } from "sharp";
import { AppError } from "../errors";
import { onDemand } from "../lib/on-demand";

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

/** sharp (and libvips behind it) loads on the first upload, not with the function. */
const loadSharp = (): Promise<typeof Sharp> =>
  onDemand(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see onDemand
    () => require("sharp") as typeof Sharp,
    async () => (await import("sharp")).default,
  );

export const NOT_AN_IMAGE = "Please select an image file (JPEG, PNG, WebP or GIF).";

/**
 * The work an upload may cost, bounded before anything is decoded. 50 megapixels is more than a phone camera
 * makes (the web app sends at most 2048 px); re-encoding an animation costs per frame, so frames and the
 * pixels of all frames together are bounded too; and the encoder gets a time limit of its own.
 */
export const IMAGE_LIMITS = {
  pixels: 50_000_000,
  frames: 50,
  animationPixels: 25_000_000,
  encodeSeconds: 10,
} as const;

const tooLarge = (message: string) => new AppError(413, message, "too_large");

export interface CleanImage extends AcceptedFormat {
  bytes: Buffer;
  /** A small WebP of the first frame, made once here and stored beside the image. */
  thumbnail: Buffer;
}

/**
 * What the images of one request may cost together: a proof takes five photos, and each may be within its own
 * limits while all of them are not (five 50-megapixel photos are minutes of work).
 */
export class PixelBudget {
  constructor(private left: number) {}

  spend(pixels: number): void {
    this.left -= pixels;
    if (this.left < 0) throw tooLarge("The photos are too large together: send smaller ones, or fewer.");
  }
}

/** Refuses an image whose decoding would cost more than IMAGE_LIMITS allow, from its header alone. */
function assertWithinLimits({ width = 0, height = 0, pageHeight, pages = 1 }: Metadata, budget?: PixelBudget): void {
  const framePixels = width * (pageHeight ?? height);
  if (framePixels > IMAGE_LIMITS.pixels) {
    throw tooLarge(`The image is too large: send one of at most ${IMAGE_LIMITS.pixels / 1_000_000} megapixels.`);
  }
  if (pages > IMAGE_LIMITS.frames) {
    throw tooLarge(`The animation has too many frames: send one of at most ${IMAGE_LIMITS.frames}, or a photo.`);
  }
  if (framePixels * pages > IMAGE_LIMITS.animationPixels && pages > 1) {
    throw tooLarge("The animation is too large: send a shorter or smaller one, or a photo.");
  }
  budget?.spend(framePixels * pages);
}

export interface CleanOptions {
  /** Shrinks a larger image to fit this edge (a proof photo: what the web app sends anyway). */
  maxEdge?: number;
  /** The pixels the request's images may still cost, shared by all of them. */
  budget?: PixelBudget;
}

/**
 * Identifies the image from its bytes (never the client's name or MIME type), bounds the work, then
 * re-encodes it: the orientation a camera recorded is applied, all metadata — GPS position, camera, comments —
 * is dropped, and with `maxEdge` a larger image is shrunk to fit (which bounds what is stored, too).
 */
export async function cleanImage(bytes: Buffer, { maxEdge, budget }: CleanOptions = {}): Promise<CleanImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new AppError(415, NOT_AN_IMAGE, "unsupported_media_type");
  }
  const format = metadata.format;
  const accepted = format ? ACCEPTED[format] : undefined;
  if (!format || !accepted) throw new AppError(415, NOT_AN_IMAGE, "unsupported_media_type");
  assertWithinLimits(metadata, budget);

  const animated = (metadata.pages ?? 1) > 1;
  const options = { animated, limitInputPixels: IMAGE_LIMITS.pixels };
  try {
    let pipeline = sharp(bytes, options).rotate();
    if (maxEdge) pipeline = pipeline.resize(maxEdge, maxEdge, { fit: "inside", withoutEnlargement: true });
    const clean = await pipeline
      .toFormat(format as keyof FormatEnum, format === "jpeg" ? { quality: 88, mozjpeg: true } : {})
      .timeout({ seconds: IMAGE_LIMITS.encodeSeconds })
      .toBuffer();
    return { ...accepted, bytes: clean, thumbnail: await thumbnail(clean) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /timeout/i.test(error.message)) {
      throw tooLarge("The image took too long to process: send a smaller one.");
    }
    throw new AppError(415, "The image could not be read: it may be damaged.", "unsupported_media_type");
  }
}

/** Verification thumbnails: 400 px covers the 200 px box on high-density screens; issue #6 caps them at 30 KB. */
export const THUMBNAIL_EDGE = 400;
export const THUMBNAIL_TYPE = "image/webp";

/** A thumbnail of the first frame. Only for bytes the app stored (cleaned and within the limits). */
export async function thumbnail(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: IMAGE_LIMITS.pixels })
    .rotate()
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .timeout({ seconds: IMAGE_LIMITS.encodeSeconds })
    .toBuffer();
}
