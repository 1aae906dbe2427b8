/**
 * A batch approval's time (docs/performance.md): 40 proofs, of 40 students, approved with a comment in one request,
 * through the app as the API tests build it, in this process, on a Firestore emulator of its own; a warm-up, then
 * the median of RUNS requests, each of 40 new proofs: at most 2 s. Its reads and writes are the read budgets' test.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { createTestApp, provisionUser, SESSION_SECRET } from "../../functions/test/api/test-app";
import { csrfTokenOf, newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "../../functions/src/tooling";
import { startCloudFirestoreEmulatorOnFreePort } from "../lib/cloud-firestore-emulator";
import { chooseLocalFirestore, findCloudFirestoreEmulator } from "../lib/local-firestore";
import { ROOT } from "../lib/stack";
import { add, ms } from "./report";
import { median } from "./statistics";

const APPROVALS = 40;
const RUNS = 7;
const WITHIN_MS = 2_000;

export async function reviewBatchFigures() {
  const launcher = (() => {
    const choice = chooseLocalFirestore();
    return choice.kind === "cloud-emulator" ? choice.launcher : findCloudFirestoreEmulator();
  })();
  if (!launcher) throw new Error("The batch approval's figure needs the Cloud Firestore emulator (gcloud component).");
  const emulator = await startCloudFirestoreEmulatorOnFreePort({
    launcher,
    host: "127.0.0.1",
    rulesFile: path.join(ROOT, "firestore.rules"),
    logFile: path.join(tmpdir(), `bench-review-batch-${process.pid}.log`),
  });
  // An app of its own: the client takes the emulator's address as it is made, and another part may have made one.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  const db = getFirestore(initializeApp({ projectId: "demo-bench-review-batch" }, "bench-review-batch"));
  const { app, deps } = createTestApp({ db });
  const server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/tasks/review-batch`;
  try {
    const admin = await provisionUser(deps, "admin");
    const token = newSessionToken();
    await deps.sessions.create(sessionIdOf(token), admin._id, new Date(Date.now() + SESSION_LIFETIME_MS));
    const headers = {
      Cookie: `__session=${token}`,
      "X-XSRF-TOKEN": csrfTokenOf(token, SESSION_SECRET),
      "Content-Type": "application/json",
    };
    const students = await Promise.all(Array.from({ length: APPROVALS }, () => provisionUser(deps)));
    // One plan's day for the class, each proof awaiting review: what a supervisor approves from the grid.
    const batch = async (day: number) => {
      const tasks = await Promise.all(
        students.map((student) =>
          deps.tasks.create({
            name: `Reading log ${day}`,
            instructions: "Read a page and send a photo of your notes.",
            deadline: `2027-03-${String(day).padStart(2, "0")}`,
            category: "Reading",
            assignedTo: student._id,
            proofKeys: [`proofs/${student._id}/${day}.jpg`],
          }),
        ),
      );
      const body = JSON.stringify({
        items: tasks.map((task) => ({ taskId: task._id, proofUrl: task.proofUrl })),
        comment: "Well done, all of you.",
      });
      const started = performance.now();
      const response = await fetch(url, { method: "POST", headers, body });
      const took = performance.now() - started;
      const answer = (await response.json()) as { approved?: number; message?: string };
      if (answer.approved !== APPROVALS) throw new Error(`The batch approved ${answer.approved}: ${answer.message}`);
      return took;
    };
    await batch(1);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await batch(run + 2));
    const took = median(times);
    add(
      `Batch approval, ${APPROVALS} proofs of ${APPROVALS} students in one request (median of ${RUNS})`,
      `${ms(took)} (slowest ${ms(Math.max(...times))})`,
      `≤ ${ms(WITHIN_MS)}`,
      took <= WITHIN_MS,
    );
  } finally {
    server.close();
    await emulator.stop();
  }
}
