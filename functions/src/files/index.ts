import type { AppConfig } from "../config";
import type * as FirebaseStorage from "firebase-admin/storage";
import { adminApp } from "../lib/firebase";
import { onDemand } from "../lib/on-demand";
import { CloudStorageFileStore } from "./cloud-storage-file-store";
import type { FileStore } from "./file-store";
import { LocalDiskFileStore } from "./local-disk-file-store";

export function createFileStore(config: AppConfig["fileStore"]): FileStore {
  if (config.kind === "local") return new LocalDiskFileStore(config.dir);
  const app = adminApp();
  const bucket = config.bucket ?? app.options.storageBucket ?? `${app.options.projectId}.appspot.com`;
  // Loaded with the first file: most requests (sign-in check, task lists) never touch Cloud Storage.
  const storage = () =>
    onDemand(
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- see onDemand
      () => require("firebase-admin/storage") as typeof FirebaseStorage,
      () => import("firebase-admin/storage"),
    );
  return new CloudStorageFileStore(async () => (await storage()).getStorage(app).bucket(bucket));
}
