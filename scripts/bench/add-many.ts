/**
 * Add many's figure (docs/performance.md): a class of 300 in one list, invited, into a group, through the API as
 * the API tests build it, on a Firestore emulator of its own: at most 5 s. Into a group whose plan has five days
 * to go it is a reference (the plan's 1,500 tasks are the plans' own work). Their reads and writes are a test
 * (functions/test/api/read-budgets.test.ts); this measures only the time, the median of three lists.
 */
import { addDays, toCalendarDate } from "@common/calendar-date";
import { provisionUser } from "../../functions/test/api/test-app";
import { appOnProject, servedToAdmin, withOwnEmulator } from "./api-app";
import { add, ms } from "./report";
import { median } from "./statistics";

const CLASS = 300;
const LISTS = 3;
const BUDGET_MS = 5_000;

/** One list of CLASS into a fresh group (with a plan of `planDays` to go, if any), on a project of its own: its time. */
async function oneList(run: number, planDays: number): Promise<number> {
  const { app, deps } = appOnProject(`demo-bench-add-many-${process.pid}-${run}-${planDays}`);
  const api = await servedToAdmin(app, deps);
  try {
    const group = (await api.post("/api/groups", { name: "B1 evening" })).answer.group as { _id: string };
    if (planDays > 0) {
      const first = await provisionUser(deps);
      await api.post(`/api/groups/${group._id}/students`, { add: [first._id] });
      const today = toCalendarDate(new Date());
      await api.post("/api/tasks/add", {
        ...{ name: "Evening reading", instructions: "A page a day.", deadline: today, category: "Reading" },
        ...{ assignedTo: [first._id], groupId: group._id },
        repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(today, planDays - 1) },
      });
    }
    const rows = Array.from({ length: CLASS }, (_, i) => ({
      ...{ email: `pupil${i}@school.test`, name: `Pupil ${i}`, groups: ["B1 evening"] },
      language: i % 2 === 0 ? "en" : "es",
    }));
    const requestId = `bench-${run}-${planDays}`;
    const { answer, took } = await api.post("/api/users/add-many", { rows, invite: true, requestId });
    if (answer.added !== CLASS) throw new Error(`Add many made ${String(answer.added)} of ${CLASS} accounts`);
    return took;
  } finally {
    api.close();
  }
}

export const addManyFigures = () =>
  withOwnEmulator("add-many", async () => {
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
  });
