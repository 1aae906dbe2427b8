import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { AppError, conflict } from "../errors";

/** How many uploads one user may have in flight at once, across every instance of the function. */
export const UPLOADS_IN_FLIGHT = 3;
/** Longer than any upload takes (the function's 60 s timeout): a lease left by a crashed instance lapses. */
const LEASE_MS = 90_000;
/** What a user over the bound is told to wait: an upload usually ends within a few seconds. */
const RETRY_AFTER_SECONDS = 5;

/** Firestore's gRPC status for a create whose document already exists. */
const GRPC_ALREADY_EXISTS = 6;

/**
 * Bounds each user's uploads in flight (UPLOADS_IN_FLIGHT, the others 429 with Retry-After) and lets one change
 * of a task's proof run at a time (the second 409 at once), so that one user's burst of uploads cannot pile up
 * on the instances and slow everyone else down. A lease is a document created with a fixed id: creating it
 * either succeeds or fails at once, with no waiting on locks; it is deleted when the upload ends and carries
 * `expiresAt` (a TTL policy removes the ones a crashed instance left, and an expired one is taken over).
 */
export class UploadLeases {
  constructor(private readonly db: Firestore) {}

  private doc(id: string) {
    return this.db.collection(COLLECTIONS.uploadLeases).doc(id);
  }

  /** Creates the lease `id`, or takes it over if it lapsed; false when it is held. */
  private async take(id: string): Promise<boolean> {
    const ref = this.doc(id);
    const lease = { expiresAt: Timestamp.fromMillis(Date.now() + LEASE_MS) };
    try {
      await ref.create(lease);
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code !== GRPC_ALREADY_EXISTS) throw error;
    }
    const held = await ref.get();
    const expiresAt = held.get("expiresAt") as Timestamp | undefined;
    if (held.exists && expiresAt && expiresAt.toMillis() > Date.now()) return false;
    try {
      // Only if nobody took it over meanwhile: unchanged since it was read, or still gone.
      if (held.exists && held.updateTime) await ref.update(lease, { lastUpdateTime: held.updateTime });
      else await ref.create(lease);
      return true;
    } catch {
      return false;
    }
  }

  private async drop(ids: string[]): Promise<void> {
    await Promise.all(
      ids.map((id) =>
        this.doc(id)
          .delete()
          .catch(() => undefined),
      ),
    );
  }

  /**
   * Takes one of `userId`'s upload slots and, for a change of a task's proof, that task's lease. Throws 409
   * when the task's proof is already being changed, 429 when the user has UPLOADS_IN_FLIGHT uploads going.
   */
  private async acquire(userId: string, taskId?: string): Promise<string[]> {
    const taken: string[] = [];
    if (taskId !== undefined) {
      const task = `task-${userId}-${taskId}`;
      if (!(await this.take(task))) {
        throw conflict("This task's proof is already being sent or removed: wait for that to finish.");
      }
      taken.push(task);
    }
    for (let slot = 0; slot < UPLOADS_IN_FLIGHT; slot += 1) {
      const id = `user-${userId}-${slot}`;
      if (await this.take(id)) {
        taken.push(id);
        return taken;
      }
    }
    await this.drop(taken);
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
      await this.drop(taken);
    }
  }
}
