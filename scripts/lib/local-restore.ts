/**
 * A backup restored into the data folder of a stopped `npm start` (`.data/`), for someone who lost it or moved
 * to a new machine: the records go into a Cloud Firestore emulator of the restore's own, which then writes them
 * where `npm start` reads them at its next start; the files go where it keeps them.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { LocalDiskFileStore } from "../../functions/src/tooling";
import { adminFirestore } from "./admin";
import { importAll, TargetNotEmptyError, type BackupSummary } from "./backup";
import { hasExport, startCloudFirestoreEmulatorOnFreePort } from "./cloud-firestore-emulator";
import { chooseLocalFirestore, findCloudFirestoreEmulator } from "./local-firestore";
import { isFree } from "./preflight";
import { filesDirOf, firestoreExportDirOf, readFirebaseConfig, ROOT } from "./stack";

const hasFiles = async (dir: string) => (await readdir(dir, { recursive: true }).catch(() => [])).length > 0;

export async function restoreLocalData(inDir: string, dataDir: string): Promise<BackupSummary> {
  const { emulators, projectId } = readFirebaseConfig();
  const local = chooseLocalFirestore();
  if (local.kind !== "cloud-emulator") {
    const hint = findCloudFirestoreEmulator()
      ? " Run both the restore and `npm start` with LOCAL_FIRESTORE=cloud-emulator to use the Cloud Firestore emulator."
      : "";
    throw new Error(
      `A local restore writes the Cloud Firestore emulator's data folder; here \`npm start\` uses firebase-tools' emulators.${hint}`,
    );
  }
  // A running stack writes its own data over the folder when it stops.
  if (!(await isFree(emulators.firestore.port))) {
    throw new Error("`npm start` is running: stop it (Ctrl-C) first, then restore, then start it again.");
  }
  const where = path.relative(ROOT, dataDir) || dataDir;
  if (hasExport(firestoreExportDirOf(dataDir)) || (await hasFiles(filesDirOf(dataDir)))) {
    throw new TargetNotEmptyError(`${where}/ already holds data: move it away (or delete it) first, then restore.`);
  }
  const emulator = await startCloudFirestoreEmulatorOnFreePort({
    launcher: local.launcher,
    host: "127.0.0.1",
    rulesFile: path.join(ROOT, "firestore.rules"),
    logFile: path.join(dataDir, "restore-firestore.log"),
  });
  try {
    const db = adminFirestore({ GCLOUD_PROJECT: projectId, FIRESTORE_EMULATOR_HOST: emulator.address });
    const summary = await importAll(db, new LocalDiskFileStore(filesDirOf(dataDir)), inDir);
    await emulator.exportTo(firestoreExportDirOf(dataDir), projectId);
    return summary;
  } finally {
    await emulator.stop();
  }
}
