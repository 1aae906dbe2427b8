/**
 * Production Firestore refuses a query whose composite index is not declared, and keeps `expiresAt`
 * documents forever without a TTL policy; no emulator enforces either. `npm test -- api` records every query
 * and write of the API suite through the Firestore proxy (FIRESTORE_QUERY_LOG); this checks them against
 * firestore.indexes.json.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RecordedQuery } from "../../../scripts/lib/firestore-proxy";
import { missingIndexes, missingTtlPolicies, type IndexesFile } from "../../../scripts/lib/firestore-indexes";

const logFile = process.env.FIRESTORE_QUERY_LOG;
if (!logFile) throw new Error("FIRESTORE_QUERY_LOG is not set: run this through `npm test -- api`.");
const log = JSON.parse(readFileSync(logFile, "utf8")) as { queries: RecordedQuery[]; expiringCollections: string[] };
const declared = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../firestore.indexes.json"), "utf8"),
) as IndexesFile;

describe("firestore.indexes.json against the API suite's Firestore traffic", () => {
  it("When the API suite ran, then its queries were recorded", () => {
    const collections = new Set(log.queries.map((query) => query.structuredQuery.from?.[0]?.collectionId));
    expect(collections).toContain("tasks");
    expect(collections).toContain("notifications");
  });

  it("When a query needs a composite index, then firestore.indexes.json declares it", () => {
    const missing = missingIndexes(log.queries, declared).map(({ index }) => JSON.stringify(index));
    expect(missing, "add these to firestore.indexes.json").toEqual([]);
  });

  it("When a collection's documents carry expiresAt, then a TTL policy deletes them in production", () => {
    expect(log.expiringCollections.length).toBeGreaterThan(0);
    expect(missingTtlPolicies(log.expiringCollections, declared), "declare a TTL field override").toEqual([]);
  });
});
