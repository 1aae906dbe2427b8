import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { conflict } from "../../errors";

/** Longer than any request takes (the function's 60 s timeout): a lease left by a crashed instance lapses. */
const LEASE_MS = 90_000;

/** Firestore's gRPC status for a create whose document already exists. */
const GRPC_ALREADY_EXISTS = 6;

/**
 * Leases shared by every instance of the function: a lease is a document created with a fixed id, so taking it
 * either succeeds or fails at once, with no waiting on locks. It is deleted when the work ends and carries
 * `expiresAt` (a TTL policy removes the ones a crashed instance left, and an expired one is taken over).
 */
export class Leases {
  constructor(private readonly db: Firestore) {}

  private doc(id: string) {
    return this.db.collection(COLLECTIONS.leases).doc(id);
  }

  /** Creates the lease `id`, or takes it over if it lapsed; false when it is held. */
  async take(id: string): Promise<boolean> {
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

  async drop(ids: string[]): Promise<void> {
    await Promise.all(
      ids.map((id) =>
        this.doc(id)
          .delete()
          .catch(() => undefined),
      ),
    );
  }

  /** Runs `work` holding the lease `id`, given back before the answer goes out; 409 `busy` at once when held. */
  async exclusive<T>(id: string, busy: string, work: () => Promise<T>): Promise<T> {
    if (!(await this.take(id))) throw conflict(busy);
    try {
      return await work();
    } finally {
      await this.drop([id]);
    }
  }
}
