/**
 * The file side of every image upload, written once: store the cleaned image and its thumbnail under a new
 * server-made key, let the caller point a record at it, and delete the new files if that write fails or
 * the replaced ones once nothing refers to them. No orphan files, no dangling references.
 */
import { randomUUID } from "node:crypto";
import type { FileStore, StoredFile } from "./file-store";
import { newFileKey, type FileKind } from "./file-urls";
import { cleanImage, thumbnail, THUMBNAIL_TYPE } from "./images";

/** Where an image's thumbnail is kept: beside it, with a name no upload is ever given. */
export const thumbnailKeyOf = (key: string): string => key.replace(/\.[a-z]+$/, "") + ".thumb.webp";
export const isThumbnailKey = (key: string): boolean => key.endsWith(".thumb.webp");

export class ImageStore {
  constructor(private readonly files: FileStore) {}

  /**
   * Cleans and stores the image (and its thumbnail) for `ownerId`, then runs `write` with its key. If the
   * write fails, the new files are deleted; if it succeeds and returns a replaced key, that image goes.
   */
  async storeAndReference<T extends { previousKey: string | null }>(
    kind: FileKind,
    ownerId: string,
    bytes: Buffer,
    write: (key: string) => Promise<T>,
  ): Promise<T> {
    const image = await cleanImage(bytes);
    const key = newFileKey(kind, ownerId, randomUUID(), image.extension);
    await this.files.put(thumbnailKeyOf(key), image.thumbnail, THUMBNAIL_TYPE);
    let result: T;
    try {
      await this.files.put(key, image.bytes, image.contentType);
      result = await write(key);
    } catch (error) {
      await this.remove(key);
      throw error;
    }
    await this.remove(result.previousKey);
    return result;
  }

  /** Deletes an image and its thumbnail; nothing to do for null. */
  async remove(key: string | null): Promise<void> {
    if (!key) return;
    await this.files.delete(key);
    await this.files.delete(thumbnailKeyOf(key));
  }

  get(key: string): Promise<StoredFile | null> {
    return this.files.get(key);
  }

  /** The stored thumbnail; an image stored before thumbnails were made gets one now, once. */
  async thumbnail(key: string): Promise<StoredFile | null> {
    const stored = await this.files.get(thumbnailKeyOf(key));
    if (stored) return stored;
    const image = await this.files.get(key);
    if (!image) return null;
    const made = { bytes: await thumbnail(image.bytes), contentType: THUMBNAIL_TYPE };
    await this.files.put(thumbnailKeyOf(key), made.bytes, made.contentType);
    // The image may have been replaced meanwhile: then its thumbnail must not stay behind.
    if (!(await this.files.get(key))) await this.files.delete(thumbnailKeyOf(key));
    return made;
  }
}
