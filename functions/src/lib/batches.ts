/** Writes of many documents in Firestore's batches (at most 500 writes each). */
import type { Firestore, Query, WriteBatch } from "firebase-admin/firestore";

/** Writes per batch: Firestore's limit is 500; a field transform on the same document counts apart. */
export const MAX_BATCH_WRITES = 450;

/** One write per item, committed in batches. Not atomic across batches: for independent updates. */
export async function commitInBatches<T>(
  db: Firestore,
  items: T[],
  write: (batch: WriteBatch, item: T) => void,
): Promise<void> {
  for (let start = 0; start < items.length; start += MAX_BATCH_WRITES) {
    const batch = db.batch();
    for (const item of items.slice(start, start + MAX_BATCH_WRITES)) write(batch, item);
    await batch.commit();
  }
}

/** Deletes what a query finds; returns how many. */
export async function deleteQuery(db: Firestore, query: Query): Promise<number> {
  const snapshot = await query.get();
  await commitInBatches(db, snapshot.docs, (batch, doc) => batch.delete(doc.ref));
  return snapshot.size;
}

/**
 * Groups of writes that must each land whole (a student's tasks with their counter and notification), packed
 * into as few batches as fit. Returns the groups of each committed batch, in order, so that a caller can
 * undo them if a later batch fails.
 */
export async function commitGroups<T>(
  db: Firestore,
  groups: { item: T; writes: number }[],
  write: (batch: WriteBatch, item: T) => void,
  onCommitted: (items: T[]) => void,
): Promise<void> {
  let batch = db.batch();
  let pending: T[] = [];
  let size = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    await batch.commit();
    onCommitted(pending);
    batch = db.batch();
    pending = [];
    size = 0;
  };
  for (const group of groups) {
    if (group.writes > MAX_BATCH_WRITES) throw new Error(`A group of ${group.writes} writes cannot land in one batch`);
    if (size + group.writes > MAX_BATCH_WRITES) await flush();
    write(batch, group.item);
    pending.push(group.item);
    size += group.writes;
  }
  await flush();
}
