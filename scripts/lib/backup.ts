/**
 * Export and import of every Firestore record through firebase-admin, so the same code backs up the
 * embedded emulator, the official emulator, or a real project. Values keep their Firestore types through
 * tagged JSON (timestamps, references, bytes, geo points).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DocumentReference, GeoPoint, Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { type FileStore } from "../../functions/src/tooling";

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

export interface FileManifestEntry {
  key: string;
  contentType: string;
  bytes: number;
  sha256: string;
}

export interface BackupSummary {
  records: number;
  files: number;
}

const countRecords = (data: FirestoreExport) =>
  Object.values(data.collections).reduce((sum, docs) => sum + Object.keys(docs).length, 0);

/**
 * Writes every record and every file of a project into a folder: `firestore.json`, `files.json` (the
 * manifest, with a SHA-256 per file) and `files/<key>`.
 */
export async function exportAll(
  db: Firestore,
  files: FileStore,
  outDir: string,
  options: { knownOnly?: boolean } = {},
): Promise<BackupSummary> {
  const data = await exportFirestore(db, options);
  await mkdir(path.join(outDir, "files"), { recursive: true });
  const manifest: FileManifestEntry[] = [];
  for (const key of await files.list()) {
    const file = await files.get(key);
    if (!file) continue; // deleted while the backup ran
    const target = path.join(outDir, "files", ...key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
    manifest.push({
      key,
      contentType: file.contentType,
      bytes: file.bytes.length,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
    });
  }
  await writeFile(path.join(outDir, "firestore.json"), JSON.stringify(data, null, 1));
  await writeFile(path.join(outDir, "files.json"), JSON.stringify(manifest, null, 1));
  return { records: countRecords(data), files: manifest.length };
}

export class TargetNotEmptyError extends Error {}

/**
 * Restores a backup into an empty project. Every file is checked against its SHA-256 before anything is
 * written; files go first, then the records that point to them.
 */
export async function importAll(
  db: Firestore,
  files: FileStore,
  inDir: string,
  options: { knownOnly?: boolean } = {},
): Promise<BackupSummary> {
  const data = JSON.parse(await readFile(path.join(inDir, "firestore.json"), "utf8")) as FirestoreExport;
  const manifest = JSON.parse(await readFile(path.join(inDir, "files.json"), "utf8")) as FileManifestEntry[];

  const existing = await exportFirestore(db, options);
  if (countRecords(existing) > 0 || (await files.list()).length > 0) {
    throw new TargetNotEmptyError("The target project is not empty: restore into an empty project.");
  }
  const contents = await Promise.all(
    manifest.map(async (entry) => {
      const bytes = await readFile(path.join(inDir, "files", ...entry.key.split("/")));
      if (createHash("sha256").update(bytes).digest("hex") !== entry.sha256) {
        throw new Error(`The backup's copy of ${entry.key} is damaged (checksum mismatch).`);
      }
      return { entry, bytes };
    }),
  );
  for (const { entry, bytes } of contents) await files.put(entry.key, bytes, entry.contentType);
  const records = await importFirestore(db, data);
  return { records, files: contents.length };
}
