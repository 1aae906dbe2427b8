/**
 * The file side of every upload, written once: store each cleaned image (with its thumbnail) or identified
 * recording under a new server-made key, let the caller point a record at them, and delete the new files if
 * that write fails, or the replaced ones once nothing refers to them. No orphan files, no dangling references.
 */
import { randomUUID } from "node:crypto";
import type { ProofFileKind } from "@common/api-types";
import { PICTURE_MAX_EDGE, PROOF_MAX_EDGE } from "@common/constants";
import { identifyAudio } from "./audio";
import type { FileStore, StoredFile } from "./file-store";
import { newFileKey, proofFileOf, type FileKind } from "./file-urls";
import { cleanImage, IMAGE_LIMITS, PixelBudget, thumbnail, THUMBNAIL_TYPE } from "./images";

/** Where an image's thumbnail is kept: beside it, with a name no upload is ever given. */
export const thumbnailKeyOf = (key: string): string => key.replace(/\.[a-z0-9]+$/, "") + ".thumb.webp";
export const isThumbnailKey = (key: string): boolean => key.endsWith(".thumb.webp");

/** An uploaded file, by what the route expects it to be. */
export interface Upload {
  kind: ProofFileKind;
  bytes: Buffer;
}

interface PreparedFile {
  key: string;
  bytes: Buffer;
  contentType: string;
  thumbnail?: Buffer;
}

export class MediaStore {
  constructor(private readonly files: FileStore) {}

  /**
   * Checks and prepares every upload first (a bad one refuses them all before anything is stored), stores them
   * for `ownerId`, then runs `write` with their keys, in order. If the write fails, the new files are deleted;
   * if it succeeds, the keys it returns as replaced are.
   */
  async storeAndReference<T extends { previousKeys: string[] }>(
    kind: FileKind,
    ownerId: string,
    uploads: Upload[],
    write: (keys: string[]) => Promise<T>,
  ): Promise<T> {
    const prepared: PreparedFile[] = [];
    // The request's images share one pixel budget: five photos at the limit of one are minutes of work.
    const budget = new PixelBudget(IMAGE_LIMITS.pixels);
    for (const upload of uploads) prepared.push(await prepare(kind, ownerId, upload, budget));
    const keys = prepared.map((file) => file.key);
    let result: T;
    try {
      for (const file of prepared) {
        if (file.thumbnail) await this.files.put(thumbnailKeyOf(file.key), file.thumbnail, THUMBNAIL_TYPE);
        await this.files.put(file.key, file.bytes, file.contentType);
      }
      result = await write(keys);
    } catch (error) {
      await this.remove(...keys);
      throw error;
    }
    await this.remove(...result.previousKeys);
    return result;
  }

  /** Deletes the files and their thumbnails; nulls are skipped. */
  async remove(...keys: (string | null)[]): Promise<void> {
    for (const key of keys) {
      if (!key) continue;
      await this.files.delete(key);
      await this.files.delete(thumbnailKeyOf(key));
    }
  }

  get(key: string): Promise<StoredFile | null> {
    return this.files.get(key);
  }

  /** The stored thumbnail of an image; one stored before thumbnails were made gets one now, once. */
  async thumbnail(key: string): Promise<StoredFile | null> {
    // A recording has none, and reading it to find out would cost its whole size.
    if (proofFileOf(key).kind === "audio") return null;
    const stored = await this.files.get(thumbnailKeyOf(key));
    if (stored) return stored;
    const image = await this.files.get(key);
    if (!image?.contentType.startsWith("image/")) return null;
    const made = { bytes: await thumbnail(image.bytes), contentType: THUMBNAIL_TYPE };
    await this.files.put(thumbnailKeyOf(key), made.bytes, made.contentType);
    // The image may have been replaced meanwhile: then its thumbnail must not stay behind.
    if (!(await this.files.get(key))) await this.files.delete(thumbnailKeyOf(key));
    return made;
  }
}

async function prepare(kind: FileKind, ownerId: string, upload: Upload, budget: PixelBudget): Promise<PreparedFile> {
  if (upload.kind === "audio") {
    const audio = await identifyAudio(upload.bytes);
    return { key: newFileKey(kind, ownerId, randomUUID(), audio.extension), bytes: upload.bytes, ...audio };
  }
  // A proof photo is kept at what the web app sends, a picture at what any screen shows: a larger one is shrunk,
  // which bounds what is stored and served, and lets a large JPEG be decoded at a fraction of its size.
  const image = await cleanImage(upload.bytes, {
    budget,
    maxEdge: kind === "proofs" ? PROOF_MAX_EDGE : PICTURE_MAX_EDGE,
  });
  return {
    key: newFileKey(kind, ownerId, randomUUID(), image.extension),
    bytes: image.bytes,
    contentType: image.contentType,
    thumbnail: image.thumbnail,
  };
}
