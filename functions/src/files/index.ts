import type { AppConfig } from "../config";
import { adminApp } from "../lib/firebase";
import { CloudStorageFileStore } from "./cloud-storage-file-store";
import type { FileStore } from "./file-store";
import { LocalDiskFileStore } from "./local-disk-file-store";

export function createFileStore(config: AppConfig["fileStore"]): FileStore {
  if (config.kind === "local") return new LocalDiskFileStore(config.dir);
  const app = adminApp();
  const bucket = config.bucket ?? app.options.storageBucket ?? `${app.options.projectId}.appspot.com`;
  // Loaded with the first file: most requests (sign-in check, task lists) never touch Cloud Storage.
  return new CloudStorageFileStore(async () => (await import("firebase-admin/storage")).getStorage(app).bucket(bucket));
}
