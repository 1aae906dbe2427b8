/** A stored file: its bytes and the content type the server determined when it was stored. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where profile pictures and proof images live. Keys are chosen by the server (never a client's file name),
 * e.g. `proofs/2f1c….jpg`.
 */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with the prefix, sorted. */
  list(prefix?: string): Promise<string[]>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys are server-made; this guards the stores against a path that could escape their root. */
export function assertValidKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split("/").includes("..")) {
    throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
  }
}
