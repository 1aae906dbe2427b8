/**
 * A batch approval's time (docs/performance.md): 40 proofs, of 40 students, approved with a comment in one request,
 * through the app as the API tests build it, in this process, on a Firestore emulator of its own; a warm-up, then
 * the median of RUNS requests, each of 40 new proofs: at most 2 s. Its reads and writes are the read budgets' test.
 */
import { provisionUser } from "../../functions/test/api/test-app";
import { appOnProject, servedToAdmin, withOwnEmulator } from "./api-app";
import { add, ms } from "./report";
import { median } from "./statistics";

const APPROVALS = 40;
const RUNS = 7;
const WITHIN_MS = 2_000;

export const reviewBatchFigures = () =>
  withOwnEmulator("review-batch", async () => {
    const { app, deps } = appOnProject("demo-bench-review-batch");
    const api = await servedToAdmin(app, deps);
    try {
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
        const items = tasks.map((task) => ({ taskId: task._id, proofUrl: task.proofUrl }));
        const { answer, took } = await api.post("/api/tasks/review-batch", { items, comment: "Well done, all." });
        if (answer.approved !== APPROVALS) throw new Error(`The batch approved ${String(answer.approved)}`);
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
      api.close();
    }
  });
