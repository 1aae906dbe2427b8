import type { Bucket } from "@google-cloud/storage";
import { assertValidKey, type FileStore, type StoredFile } from "./file-store";

/** Files in a Cloud Storage bucket: deployed, or the official Storage emulator. */
export class CloudStorageFileStore implements FileStore {
  constructor(private readonly bucket: Bucket) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    await this.bucket.file(key).save(bytes, { contentType, resumable: false });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    const file = this.bucket.file(key);
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
    await this.bucket.file(key).delete({ ignoreNotFound: true });
  }

  async list(prefix = ""): Promise<string[]> {
    const [files] = await this.bucket.getFiles({ prefix });
    return files.map((file) => file.name).sort();
  }
}
