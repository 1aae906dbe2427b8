import { setTimeout as sleep } from "node:timers/promises";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { conflict } from "../../errors";
import { GRPC_STATUS, hasGrpcStatus } from "./grpc-status";

/** Longer than any request takes (the function's 60 s timeout): a lease left by a crashed instance lapses. */
const LEASE_MS = 90_000;

/** How long a change waits its turn behind another change of the same thing before it is refused. */
const WAIT_MS = 15_000;
/** The first pause before asking again for a held lease, and the longest (each a little random, so waiters spread). */
const POLL_FIRST_MS = 50;
const POLL_MAX_MS = 500;

/** The leases that areas share: a group's (its students' change, a plan made for it) and a plan's (its changes). */
export const leaseOf = {
  group: (groupId: string) => `group-${groupId}`,
  plan: (planId: string) => `plan-${planId}`,
};

/** What a change is told when the group or plan stayed busy for as long as it waits (the catalogue's refusal.*). */
export const BUSY = {
  group: "This group is being changed right now: try again in a moment.",
  plan: "This plan is being changed right now: try again in a moment.",
  planOfGroup: "A plan of this group is being changed right now: try again in a moment.",
};


/** A lease as its taker holds it: the time of the taker's own write tells it from a later taker's. */
export interface HeldLease {
  id: string;
  since: Timestamp;
}

/**
 * Leases shared by every instance of the function: a lease is a document created with a fixed id, so taking it
 * either succeeds or fails at once, with no waiting on Firestore's locks (a change that wants a held one asks
 * again, a little later, for a few seconds). It is deleted when the work ends and carries
 * `expiresAt` (a TTL policy removes the ones a crashed instance left, and an expired one is taken over).
 */
export class Leases {
  /** `waitMs`: how long a change waits for a held lease before it is refused (a plan of 150 students takes ~5 s). */
  constructor(
    private readonly db: Firestore,
    private readonly waitMs = WAIT_MS,
  ) {}

  private doc(id: string) {
    return this.db.collection(COLLECTIONS.leases).doc(id);
  }

  /** Creates the lease `id`, or takes it over if it lapsed; false when it is held. */
  async take(id: string): Promise<boolean> {
    return (await this.claim(id)) !== null;
  }

  /** Creates the lease `id`, or takes it over if it lapsed; null when it is held. */
  async claim(id: string): Promise<HeldLease | null> {
    const ref = this.doc(id);
    const lease = { expiresAt: Timestamp.fromMillis(Date.now() + LEASE_MS) };
    try {
      return { id, since: (await ref.create(lease)).writeTime };
    } catch (error) {
      if (!hasGrpcStatus(error, GRPC_STATUS.ALREADY_EXISTS)) throw error;
    }
    const held = await ref.get();
    const expiresAt = held.get("expiresAt") as Timestamp | undefined;
    if (held.exists && expiresAt && expiresAt.toMillis() > Date.now()) return null;
    try {
      // Only if nobody took it over meanwhile: unchanged since it was read, or still gone.
      const written =
        held.exists && held.updateTime
          ? await ref.update(lease, { lastUpdateTime: held.updateTime })
          : await ref.create(lease);
      return { id, since: written.writeTime };
    } catch {
      return null;
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

  /**
   * Gives back leases as their taker holds them: one that lapsed while its work ran on and was taken over since
   * is the new taker's, and stays theirs.
   */
  async release(held: HeldLease[]): Promise<void> {
    await Promise.all(
      held.map(({ id, since }) =>
        this.doc(id)
          .delete({ lastUpdateTime: since })
          .catch(() => undefined),
      ),
    );
  }

  /** Takes the lease `id`, asking again until `deadline` (epoch ms) while another holds it; false if it never came. */
  private async takeBy(id: string, deadline: number): Promise<HeldLease | null> {
    for (let attempt = 0; ; attempt += 1) {
      const held = await this.claim(id);
      if (held) return held;
      const pause = Math.min(POLL_MAX_MS, POLL_FIRST_MS * 2 ** attempt) * (0.5 + Math.random());
      if (Date.now() + pause > deadline) return null;
      await sleep(pause);
    }
  }

  /**
   * Runs `work` holding the leases `ids` (taken in one order, so two callers never wait on each other in a
   * circle), given back before the answer goes out. A change that finds one held waits its turn, up to
   * `waitMs` in all, then is refused with 409 `busy`, having taken nothing.
   */
  async exclusive<T>(ids: string | string[], busy: string, work: () => Promise<T>): Promise<T> {
    const wanted = [...new Set(typeof ids === "string" ? [ids] : ids)].sort();
    const deadline = Date.now() + this.waitMs;
    const taken: HeldLease[] = [];
    try {
      for (const id of wanted) {
        const held = await this.takeBy(id, deadline);
        if (!held) throw conflict(busy);
        taken.push(held);
      }
      return await work();
    } finally {
      await this.release(taken);
    }
  }
}
