/**
 * Export and import of every Firestore record through firebase-admin, so the same code backs up the
 * embedded emulator, the official emulator, or a real project. Values keep their Firestore types through
 * tagged JSON (timestamps, references, bytes, geo points).
 */
import { DocumentReference, GeoPoint, Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";

export interface FirestoreExport {
  format: "task-planner-firestore-export";
  version: 1;
  collections: Record<string, Record<string, Record<string, unknown>>>;
}

export function encodeValue(value: unknown): unknown {
  if (value instanceof Timestamp) return { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } };
  if (value instanceof GeoPoint) return { $geopoint: { latitude: value.latitude, longitude: value.longitude } };
  if (value instanceof DocumentReference) return { $ref: value.path };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encodeValue(inner)]));
  }
  return value;
}

export function decodeValue(db: Firestore, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((inner) => decodeValue(db, inner));
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1) {
    const time = record.$timestamp as { seconds: number; nanoseconds: number } | undefined;
    if (time) return new Timestamp(time.seconds, time.nanoseconds);
    const point = record.$geopoint as { latitude: number; longitude: number } | undefined;
    if (point) return new GeoPoint(point.latitude, point.longitude);
    if (typeof record.$ref === "string") return db.doc(record.$ref);
    if (typeof record.$bytes === "string") return Buffer.from(record.$bytes, "base64");
  }
  return Object.fromEntries(keys.map((key) => [key, decodeValue(db, record[key])]));
}

/** The top-level collections to back up: all of them where the server can list them, else the known ones. */
async function collectionNames(db: Firestore, knownOnly: boolean): Promise<string[]> {
  const known: string[] = Object.values(COLLECTIONS);
  if (knownOnly) return known.sort();
  try {
    const listed = (await db.listCollections()).map((collection) => collection.id);
    return [...new Set([...known, ...listed])].sort();
  } catch {
    // The embedded emulator does not implement ListCollectionIds; the app uses only the known collections.
    return known.sort();
  }
}

/**
 * Every record of every top-level collection. `knownOnly` skips asking the server for its collections
 * (the embedded emulator cannot list them).
 */
export async function exportFirestore(db: Firestore, { knownOnly = false } = {}): Promise<FirestoreExport> {
  const collections: FirestoreExport["collections"] = {};
  for (const name of await collectionNames(db, knownOnly)) {
    const snapshot = await db.collection(name).get();
    if (snapshot.empty) continue;
    collections[name] = Object.fromEntries(
      snapshot.docs.map((doc) => [doc.id, encodeValue(doc.data()) as Record<string, unknown>]),
    );
  }
  return { format: "task-planner-firestore-export", version: 1, collections };
}

/** Writes every record of the export, in batches of 400 (Firestore allows 500 writes per batch). */
export async function importFirestore(db: Firestore, data: FirestoreExport): Promise<number> {
  if (data.format !== "task-planner-firestore-export" || data.version !== 1) {
    throw new Error("This file is not a Task Planner Firestore export (format version 1).");
  }
  const writes = Object.entries(data.collections).flatMap(([collection, docs]) =>
    Object.entries(docs).map(([id, fields]) => ({ ref: db.collection(collection).doc(id), fields })),
  );
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const { ref, fields } of writes.slice(start, start + 400)) {
      batch.set(ref, decodeValue(db, fields) as Record<string, unknown>);
    }
    await batch.commit();
  }
  return writes.length;
}
