/**
 * `npm start` keeps its data across Ctrl-C through the Cloud Firestore emulator's own export and seed: a
 * record written before a stop is there after the next start, Firestore types and all.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { createServer, type AddressInfo } from "node:net";
import {
  EmulatorExitedError,
  startCloudFirestoreEmulator,
  startCloudFirestoreEmulatorOnFreePort,
} from "./cloud-firestore-emulator";
import { chooseLocalFirestore } from "./local-firestore";

const choice = chooseLocalFirestore();
const launcher = choice.kind === "cloud-emulator" ? choice.launcher : undefined;
const root = path.resolve(import.meta.dirname, "../..");
const scratch = await mkdtemp(path.join(tmpdir(), "firestore-export-"));

afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Runs `work` against a fresh emulator (seeded from `importDir` if given), exporting to `exportDir` after it. */
async function withEmulator<T>(
  dirs: { importDir?: string; exportDir?: string },
  work: (db: Firestore) => Promise<T>,
): Promise<T> {
  const emulator = await startCloudFirestoreEmulatorOnFreePort({
    launcher: launcher ?? "",
    host: "127.0.0.1",
    rulesFile: path.join(root, "firestore.rules"),
    importDir: dirs.importDir,
    logFile: path.join(scratch, "emulator.log"),
  });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  const app = initializeApp({ projectId: "demo-persist" }, `persist-${emulator.address}`);
  try {
    const result = await work(getFirestore(app));
    if (dirs.exportDir) await emulator.exportTo(dirs.exportDir, "demo-persist");
    return result;
  } finally {
    await deleteApp(app);
    await emulator.stop();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  }
}

describe.skipIf(!launcher)("The Cloud Firestore emulator's data across restarts", () => {
  it("When the emulator is exported, stopped and started from the export, then the records come back", async () => {
    const exportDir = path.join(scratch, "export");
    const written = { name: "Ana", due: "2026-11-23", at: new Timestamp(1_700_000_000, 5_000) };
    await withEmulator({ exportDir }, (db) => db.collection("tasks").doc("t1").set(written));
    const read = await withEmulator({ importDir: exportDir }, async (db) =>
      (await db.collection("tasks").doc("t1").get()).data(),
    );
    expect(read).toEqual(written);
  }, 60_000);

  it("When its port is taken, then the start fails and says the port was taken, the case a start on a free port tries again", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen({ port: 0, host: "127.0.0.1" }, resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const start = startCloudFirestoreEmulator({
        launcher: launcher ?? "",
        host: "127.0.0.1",
        port,
        rulesFile: path.join(root, "firestore.rules"),
        logFile: path.join(scratch, "taken.log"),
      });
      await expect(start).rejects.toThrow(EmulatorExitedError);
      await expect(start).rejects.toMatchObject({ portTaken: true, message: expect.stringContaining(`port ${port}`) });
    } finally {
      holder.close();
    }
  }, 60_000);
});
