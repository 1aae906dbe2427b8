/** Writes of many documents in Firestore's batches and transactions (at most 500 writes each). */
import type { BulkWriter, DocumentReference, Firestore, Query, WriteBatch, WriteResult } from "firebase-admin/firestore";
import { GRPC_STATUS, hasGrpcStatus } from "./grpc-status";

/** Writes per batch: Firestore's limit is 500; a field transform on the same document counts apart. */
export const MAX_BATCH_WRITES = 450;
/** Values per `in` query: Firestore's limit. */
export const MAX_IN_VALUES = 30;

/** `values` in runs of at most `size` (an `in` query's values). */
export const chunksOf = <T>(values: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, index) => values.slice(index * size, (index + 1) * size));

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


/**
 * One write per document through a BulkWriter, each landing or failing on its own (retried as the writer
 * retries): a document gone meanwhile (its update, or a delete that requires it, finds nothing) is skipped, any
 * other failure is thrown. Returns how many landed.
 */
export async function writeEach(
  db: Firestore,
  refs: DocumentReference[],
  write: (writer: BulkWriter, ref: DocumentReference) => Promise<WriteResult>,
): Promise<number> {
  const writer = db.bulkWriter();
  const landed = refs.map((ref) =>
    write(writer, ref).then(
      () => true,
      (error: { code?: unknown }) => {
        if (hasGrpcStatus(error, GRPC_STATUS.NOT_FOUND)) return false;
        throw error;
      },
    ),
  );
  await writer.close();
  return (await Promise.all(landed)).filter(Boolean).length;
}

/** Deletes what a query finds; returns how many this call deleted (not those another deleted meanwhile). */
export async function deleteQuery(db: Firestore, query: Query): Promise<number> {
  const snapshot = await query.get();
  return writeEach(
    db,
    snapshot.docs.map((doc) => doc.ref),
    (writer, ref) => writer.delete(ref, { exists: true }),
  );
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
