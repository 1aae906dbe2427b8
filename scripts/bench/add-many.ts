/**
 * Add many's figure (docs/performance.md): a class of 300 in one list, invited, into a group, through the API as
 * the API tests build it, on a Firestore emulator of its own: at most 5 s. Into a group whose plan has five days
 * to go it is a reference (the plan's 1,500 tasks are the plans' own work). Their reads and writes are a test
 * (functions/test/api/read-budgets.test.ts); this measures only the time, the median of three lists.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { createTestApp, provisionUser, SESSION_SECRET } from "../../functions/test/api/test-app";
import { csrfTokenOf, newSessionToken, SESSION_LIFETIME_MS, sessionIdOf } from "../../functions/src/tooling";
import { startCloudFirestoreEmulatorOnFreePort } from "../lib/cloud-firestore-emulator";
import { chooseLocalFirestore, findCloudFirestoreEmulator } from "../lib/local-firestore";
import { ROOT } from "../lib/stack";
import { add, ms } from "./report";
import { median } from "./statistics";

const CLASS = 300;
const LISTS = 3;
const BUDGET_MS = 5_000;

/** One list of CLASS into a fresh group (with a plan of `planDays` to go, if any), on a project of its own: its time. */
async function oneList(run: number, planDays: number): Promise<number> {
  const projectId = `demo-bench-add-many-${process.pid}-${run}-${planDays}`;
  const { app, deps } = createTestApp({ db: getFirestore(initializeApp({ projectId }, projectId)) });
  const admin = await provisionUser(deps, "admin");
  const token = newSessionToken();
  await deps.sessions.create(sessionIdOf(token), admin._id, new Date(Date.now() + SESSION_LIFETIME_MS));
  const server = createServer(app).listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (route: string, body: object) =>
    (await (
      await fetch(`${base}${route}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Cookie: `__session=${token}`,
          "X-XSRF-TOKEN": csrfTokenOf(token, SESSION_SECRET),
        },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;
  try {
    const group = (await post("/api/groups", { name: "B1 evening" })).group as { _id: string };
    if (planDays > 0) {
      const first = await provisionUser(deps);
      await post(`/api/groups/${group._id}/students`, { add: [first._id] });
      const today = toCalendarDate(new Date());
      await post("/api/tasks/add", {
        ...{ name: "Evening reading", instructions: "A page a day.", deadline: today, category: "Reading" },
        ...{ assignedTo: [first._id], groupId: group._id },
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(today, planDays - 1) },
      });
    }
    const rows = Array.from({ length: CLASS }, (_, i) => ({
      ...{ email: `pupil${i}@school.test`, name: `Pupil ${i}`, groups: ["B1 evening"] },
      language: i % 2 === 0 ? "en" : "es",
    }));
    const started = performance.now();
    const answer = await post("/api/users/add-many", { rows, invite: true, requestId: `bench-${run}-${planDays}` });
    const took = performance.now() - started;
    if (answer.added !== CLASS) throw new Error(`Add many made ${String(answer.added)} of ${CLASS} accounts`);
    return took;
  } finally {
    server.close();
  }
}

export async function addManyFigures() {
  const launcher = (() => {
    const choice = chooseLocalFirestore();
    return choice.kind === "cloud-emulator" ? choice.launcher : findCloudFirestoreEmulator();
  })();
  if (!launcher) throw new Error("Add many's figure needs the Cloud Firestore emulator (gcloud component).");
  const emulator = await startCloudFirestoreEmulatorOnFreePort({
    launcher,
    host: "127.0.0.1",
    rulesFile: path.join(ROOT, "firestore.rules"),
    logFile: path.join(tmpdir(), `bench-add-many-${process.pid}.log`),
  });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  try {
    for (const planDays of [0, 5]) {
      const times: number[] = [];
      for (let run = 0; run < LISTS; run += 1) times.push(await oneList(run, planDays));
      const took = median(times);
      if (planDays === 0) {
        add(`Add many: ${CLASS} rows, invited, into a group`, ms(took), `≤ ${ms(BUDGET_MS)}`, took <= BUDGET_MS);
      } else {
        add(`Add many: the same into a group with a ${planDays}-day plan`, ms(took), "reference", null);
      }
    }
  } finally {
    await emulator.stop();
  }
}
