/** Writes of many documents in Firestore's batches and transactions (at most 500 writes each). */
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
 * Packs groups of writes that must each land whole (a student's tasks with their counts and notification)
 * into as few commits as Firestore allows, in order.
 */
export function packGroups<T>(groups: { item: T; writes: number }[], max = MAX_BATCH_WRITES): T[][] {
  const packs: T[][] = [];
  let pack: T[] = [];
  let size = 0;
  for (const group of groups) {
    if (group.writes > max) throw new Error(`A group of ${group.writes} writes cannot land in one commit`);
    if (size + group.writes > max && pack.length > 0) {
      packs.push(pack);
      pack = [];
      size = 0;
    }
    pack.push(group.item);
    size += group.writes;
  }
  if (pack.length > 0) packs.push(pack);
  return packs;
}
