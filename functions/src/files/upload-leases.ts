import { AppError, conflict } from "../errors";
import type { HeldLease, Leases } from "../lib/firestore/leases";

/** How many uploads one user may have in flight at once, across every instance of the function. */
export const UPLOADS_IN_FLIGHT = 3;
/** What a user over the bound is told to wait: an upload usually ends within a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Bounds each user's uploads in flight (UPLOADS_IN_FLIGHT, the others 429 with Retry-After) and lets one change
 * of a task's proof run at a time (the second 409 at once), so that one user's burst of uploads cannot pile up
 * on the instances and slow everyone else down.
 */
export class UploadLeases {
  constructor(private readonly leases: Leases) {}

  /**
   * Takes one of `userId`'s upload slots and, for a change of a task's proof, that task's lease. Throws 409
   * when the task's proof is already being changed, 429 when the user has UPLOADS_IN_FLIGHT uploads going.
   */
  private async acquire(userId: string, taskId?: string): Promise<HeldLease[]> {
    const taken: HeldLease[] = [];
    if (taskId !== undefined) {
      const task = await this.leases.claim(`task-${userId}-${taskId}`);
      if (!task) throw conflict("This task's proof is already being sent or removed: wait for that to finish.");
      taken.push(task);
    }
    for (let slot = 0; slot < UPLOADS_IN_FLIGHT; slot += 1) {
      const held = await this.leases.claim(`user-${userId}-${slot}`);
      if (held) {
        taken.push(held);
        return taken;
      }
    }
    await this.leases.release(taken);
    throw new AppError(
      429,
      `You already have ${UPLOADS_IN_FLIGHT} uploads on their way: wait for one to finish, then try again.`,
      "too_many",
      { "Retry-After": String(RETRY_AFTER_SECONDS) },
    );
  }

  /**
   * Runs `upload` holding the leases (see acquire), and gives them back before the answer goes out, so that
   * the user's next upload never finds this one's.
   */
  async hold<T>(userId: string, taskId: string | undefined, upload: () => Promise<T>): Promise<T> {
    const taken = await this.acquire(userId, taskId);
    try {
      return await upload();
    } finally {
      await this.leases.release(taken);
    }
  }
}
