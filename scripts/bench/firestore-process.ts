/**
 * The benchmark's Firestore in a process of its own, as Firestore is never in the function's process: the
 * local Firestore that `npm test` uses (see local-firestore.ts), behind the counting proxy on the port it is
 * given. `fork`ed by api.ts, it answers "reads" with the document reads billed so far (and the writes).
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { startCloudFirestoreEmulator } from "../lib/cloud-firestore-emulator";
import { startFirestoreProxy } from "../lib/firestore-proxy";
import { chooseLocalFirestore, describeLocalFirestore, findCloudFirestoreEmulator } from "../lib/local-firestore";
import { freePort } from "../lib/preflight";
import { ROOT } from "../lib/stack";

async function startFirestore(port: number): Promise<() => Promise<void>> {
  const choice = chooseLocalFirestore();
  // firebase-tools starts its Firestore emulator only with its whole suite; the gcloud component is the same
  // emulator on its own, so it serves the bench wherever it is installed.
  const launcher = choice.kind === "cloud-emulator" ? choice.launcher : findCloudFirestoreEmulator();
  if (!launcher) throw new Error("The bench's API figures need the Cloud Firestore emulator (gcloud component).");
  console.log(`  ${describeLocalFirestore({ kind: "cloud-emulator", launcher, java: choice.java })}`);
  const emulator = await startCloudFirestoreEmulator({
    launcher,
    host: "127.0.0.1",
    port,
    rulesFile: path.join(ROOT, "firestore.rules"),
    logFile: path.join(tmpdir(), `bench-firestore-${process.pid}.log`),
  });
  return () => emulator.stop();
}

async function main() {
  const upstream = await freePort();
  const stopFirestore = await startFirestore(upstream);
  const proxy = await startFirestoreProxy(`127.0.0.1:${upstream}`, Number(process.argv[2]));
  process.send?.({ ready: true });
  process.on("message", (message) => {
    if (message === "reads") process.send?.({ reads: proxy.reads(), writes: proxy.writes() });
  });
  process.on("disconnect", () => {
    void Promise.all([proxy.stop(), stopFirestore()]).then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
