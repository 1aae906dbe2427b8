import { describe, expect, it } from "vitest";
import {
  missingIndexes,
  missingTtlPolicies,
  requiredIndex,
  type CompositeIndex,
} from "./firestore-indexes";
import type { FilterJson, RecordedQuery } from "./firestore-proxy";

const field = (fieldPath: string, op: string): FilterJson => ({ fieldFilter: { field: { fieldPath }, op } });
const query = (
  collectionId: string,
  filters: FilterJson[],
  orderBy: [string, "ASCENDING" | "DESCENDING"][] = [],
): RecordedQuery => ({
  parent: "projects/demo/databases/(default)/documents",
  structuredQuery: {
    from: [{ collectionId }],
    where: filters.length > 1 ? { compositeFilter: { op: "AND", filters } } : filters[0],
    orderBy: orderBy.map(([fieldPath, direction]) => ({ field: { fieldPath }, direction })),
  },
});
const index = (collectionGroup: string, ...fields: [string, "ASCENDING" | "DESCENDING"][]): CompositeIndex => ({
  collectionGroup,
  queryScope: "COLLECTION",
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

const weekOfTasks = query(
  "tasks",
  [field("assignedTo", "EQUAL"), field("deadline", "GREATER_THAN_OR_EQUAL"), field("deadline", "LESS_THAN_OR_EQUAL")],
  [["deadline", "ASCENDING"]],
);
const newestNotifications = query("notifications", [field("userId", "EQUAL")], [["createdAt", "DESCENDING"]]);

describe("requiredIndex", () => {
  it("When equality filters are combined with a range on another field, then both fields are indexed", () => {
    expect(requiredIndex(weekOfTasks)).toEqual({
      index: index("tasks", ["assignedTo", "ASCENDING"], ["deadline", "ASCENDING"]),
      equalities: 1,
    });
  });

  it("When a query has only equality filters, then single-field indexes serve it", () => {
    expect(requiredIndex(query("notifications", [field("userId", "EQUAL"), field("isRead", "EQUAL")]))).toBe(undefined);
  });

  it("When one field is filtered and ordered alone, then its single-field index serves it", () => {
    const q = query("tasks", [field("deadline", "GREATER_THAN")], [["deadline", "DESCENDING"]]);
    expect(requiredIndex(q)).toBe(undefined);
  });

  it("When an array-contains filter meets an order, then the array field is indexed for CONTAINS", () => {
    const q = query("tasks", [field("tags", "ARRAY_CONTAINS")], [["createdAt", "ASCENDING"]]);
    expect(requiredIndex(q)?.index.fields).toEqual([
      { fieldPath: "tags", arrayConfig: "CONTAINS" },
      { fieldPath: "createdAt", order: "ASCENDING" },
    ]);
  });

  it("When an inequality is not ordered explicitly, then it is ordered after the explicit orders", () => {
    const q = query("tasks", [field("deadline", "LESS_THAN")], [["name", "ASCENDING"]]);
    expect(requiredIndex(q)?.index.fields.map((f) => f.fieldPath)).toEqual(["name", "deadline"]);
  });
});

describe("missingIndexes", () => {
  const declared = {
    indexes: [
      index("tasks", ["assignedTo", "ASCENDING"], ["deadline", "ASCENDING"]),
      index("notifications", ["userId", "ASCENDING"], ["createdAt", "DESCENDING"]),
    ],
  };

  it("When every query's index is declared, then nothing is missing", () => {
    expect(missingIndexes([weekOfTasks, newestNotifications, weekOfTasks], declared)).toEqual([]);
  });

  it("When an index is scanned the other way round, then it still serves", () => {
    const ascending = query("notifications", [field("userId", "EQUAL")], [["createdAt", "ASCENDING"]]);
    expect(missingIndexes([ascending], declared)).toEqual([]);
  });

  it("When an index is missing, then the index to add is named once", () => {
    const byStatus = query("tasks", [field("status", "EQUAL")], [["deadline", "ASCENDING"]]);
    const missing = missingIndexes([byStatus, byStatus, weekOfTasks], declared);
    expect(missing.map((entry) => entry.index)).toEqual([
      index("tasks", ["status", "ASCENDING"], ["deadline", "ASCENDING"]),
    ]);
  });

  it("When the declared index is for another collection or order, then it does not serve", () => {
    expect(
      missingIndexes([weekOfTasks], {
        indexes: [index("notifications", ["assignedTo", "ASCENDING"], ["deadline", "ASCENDING"])],
      }),
    ).toHaveLength(1);
    const mixed = query(
      "tasks",
      [field("assignedTo", "EQUAL")],
      [
        ["deadline", "ASCENDING"],
        ["name", "DESCENDING"],
      ],
    );
    const other = index("tasks", ["assignedTo", "ASCENDING"], ["deadline", "ASCENDING"], ["name", "ASCENDING"]);
    expect(missingIndexes([mixed], { indexes: [other] })).toHaveLength(1);
  });
});

describe("missingTtlPolicies", () => {
  it("When a collection with expiresAt has no TTL override, then it is named", () => {
    const file = { indexes: [], fieldOverrides: [{ collectionGroup: "sessions", fieldPath: "expiresAt", ttl: true }] };
    expect(missingTtlPolicies(["sessions", "rateLimits"], file)).toEqual(["rateLimits"]);
  });
});
