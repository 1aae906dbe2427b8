import type { Bucket } from "@google-cloud/storage";
import { assertValidKey, type FileStore, type StoredFile } from "./file-store";

/**
 * Files in a Cloud Storage bucket: deployed, or the official Storage emulator. The bucket may be given
 * lazily, so that the function loads the Cloud Storage client with its first file, not at cold start.
 */
export class CloudStorageFileStore implements FileStore {
  #bucket: Promise<Bucket> | undefined;

  constructor(private readonly source: Bucket | (() => Promise<Bucket>)) {}

  private bucket(): Promise<Bucket> {
    this.#bucket ??= typeof this.source === "function" ? this.source() : Promise.resolve(this.source);
    return this.#bucket;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    const bucket = await this.bucket();
    await bucket.file(key).save(bytes, { contentType, resumable: false });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    const file = (await this.bucket()).file(key);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? "application/octet-stream" };
    } catch (error) {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    const bucket = await this.bucket();
    await bucket.file(key).delete({ ignoreNotFound: true });
  }

  async list(prefix = ""): Promise<string[]> {
    const [files] = await (await this.bucket()).getFiles({ prefix });
    return files.map((file) => file.name).sort();
  }
}
