import path from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { CloudStorageFileStore, type FileStore, LocalDiskFileStore } from "../../functions/src/tooling";
import { adminFirestore, adminStorageBucket } from "./admin";
import { isFree } from "./preflight";
import { filesDirOf, localDataDir, readFirebaseConfig, ROOT } from "./stack";

export interface ProjectTarget {
  projectId: string;
  db: Firestore;
  files: FileStore;
  /** The embedded server cannot list collections: only the app's own are read. */
  knownOnly: boolean;
  description: string;
}

/**
 * The environment firebase-admin needs for a project: a `demo-` project is the local stack of `npm start`
 * (which must be running); any other is a real project, reached with Application Default Credentials.
 */
export async function projectEnvironment(project?: string) {
  const { emulators, projectId: defaultProject } = readFirebaseConfig();
  const projectId = project ?? defaultProject;
  const env: Record<string, string> = { GCLOUD_PROJECT: projectId };
  if (projectId.startsWith("demo-")) {
    if (await isFree(emulators.firestore.port)) {
      throw new Error("The local Firestore is not running: start `npm start` first (or pass --project).");
    }
    env.FIRESTORE_EMULATOR_HOST = `${emulators.firestore.host}:${emulators.firestore.port}`;
  }
  return { projectId, env, emulators };
}

/** The data of a project, for the backup commands: its records and its files (see projectEnvironment). */
export async function openProject(options: { project?: string; filesDir?: string }): Promise<ProjectTarget> {
  const { projectId, env, emulators } = await projectEnvironment(options.project);
  if (!projectId.startsWith("demo-")) {
    const files = options.filesDir ? new LocalDiskFileStore(path.resolve(options.filesDir)) : undefined;
    return {
      projectId,
      db: adminFirestore(env),
      files: files ?? new CloudStorageFileStore(adminStorageBucket(env, `${projectId}.appspot.com`)),
      knownOnly: false,
      description: `project ${projectId}`,
    };
  }
  const storageEmulator = !(await isFree(emulators.storage.port));
  if (storageEmulator && !options.filesDir) {
    env.FIREBASE_STORAGE_EMULATOR_HOST = `${emulators.storage.host}:${emulators.storage.port}`;
  }
  const filesDir = path.resolve(options.filesDir ?? filesDirOf(localDataDir()));
  return {
    projectId,
    db: adminFirestore(env),
    files:
      storageEmulator && !options.filesDir
        ? new CloudStorageFileStore(adminStorageBucket(env, `${projectId}.appspot.com`))
        : new LocalDiskFileStore(filesDir),
    knownOnly: !storageEmulator,
    description: `local project ${projectId} (files in ${storageEmulator && !options.filesDir ? "the Storage emulator" : path.relative(ROOT, filesDir) || "."})`,
  };
}
