/**
 * Which composite index a query needs in production, and whether `firestore.indexes.json` declares it.
 * No emulator enforces composite indexes, so the API suite's queries (recorded by the Firestore proxy) are
 * checked against the declared ones with these rules:
 * - equality filters alone are served by merging single-field indexes: no composite index;
 * - one field, filtered and/or ordered alone, has its single-field index in both directions;
 * - anything else needs an index with the equality fields first (in any order), then the order-by fields in
 *   order (inequality fields not ordered explicitly are ordered after them, ascending), all in the declared
 *   directions or all reversed.
 */
import type { FilterJson, RecordedQuery } from "./firestore-proxy";

type Order = "ASCENDING" | "DESCENDING";
export interface IndexField {
  fieldPath: string;
  order?: Order;
  arrayConfig?: "CONTAINS";
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: "COLLECTION" | "COLLECTION_GROUP";
  fields: IndexField[];
}
export interface IndexesFile {
  indexes: CompositeIndex[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
}

const EQUALITY = new Set(["EQUAL", "IN", "IS_NULL", "IS_NAN"]);
const ARRAY = new Set(["ARRAY_CONTAINS", "ARRAY_CONTAINS_ANY"]);
const NAME = "__name__";

function fieldFilters(filter: FilterJson | undefined): { fieldPath: string; op: string }[] {
  if (!filter) return [];
  if (filter.compositeFilter) return (filter.compositeFilter.filters ?? []).flatMap(fieldFilters);
  const single = filter.fieldFilter ?? filter.unaryFilter;
  return single?.field?.fieldPath ? [{ fieldPath: single.field.fieldPath, op: single.op ?? "" }] : [];
}

/** A composite index a query needs: its first `equalities` fields may come in any order. */
export interface IndexRequirement {
  index: CompositeIndex;
  equalities: number;
}

/** The composite index the query needs, or undefined when single-field indexes serve it. */
export function requiredIndex({ structuredQuery }: RecordedQuery): IndexRequirement | undefined {
  const from = structuredQuery.from?.[0];
  const filters = fieldFilters(structuredQuery.where).filter((filter) => filter.fieldPath !== NAME);
  const isEquality = (op: string) => EQUALITY.has(op) || ARRAY.has(op);
  const ordered: IndexField[] = (structuredQuery.orderBy ?? [])
    .filter((order) => order.field?.fieldPath && order.field.fieldPath !== NAME)
    .map((order) => ({
      fieldPath: order.field?.fieldPath ?? "",
      order: order.direction === "DESCENDING" ? "DESCENDING" : "ASCENDING",
    }));
  for (const filter of filters) {
    if (!isEquality(filter.op) && !ordered.some((field) => field.fieldPath === filter.fieldPath)) {
      ordered.push({ fieldPath: filter.fieldPath, order: "ASCENDING" });
    }
  }
  const equalities: IndexField[] = [];
  for (const filter of filters) {
    const known = [...equalities, ...ordered].some((field) => field.fieldPath === filter.fieldPath);
    if (!isEquality(filter.op) || known) continue;
    equalities.push(
      ARRAY.has(filter.op)
        ? { fieldPath: filter.fieldPath, arrayConfig: "CONTAINS" }
        : { fieldPath: filter.fieldPath, order: "ASCENDING" },
    );
  }
  if (ordered.length === 0 || equalities.length + ordered.length < 2) return undefined;
  return {
    index: {
      collectionGroup: from?.collectionId ?? "",
      queryScope: from?.allDescendants ? "COLLECTION_GROUP" : "COLLECTION",
      fields: [...equalities, ...ordered],
    },
    equalities: equalities.length,
  };
}

const flip = (order: Order | undefined): Order | undefined =>
  order === "ASCENDING" ? "DESCENDING" : order === "DESCENDING" ? "ASCENDING" : order;

/** Whether the declared index serves what the query needs. */
export function serves(declared: CompositeIndex, { index: required, equalities }: IndexRequirement): boolean {
  if (declared.collectionGroup !== required.collectionGroup || declared.queryScope !== required.queryScope) {
    return false;
  }
  const fields = declared.fields.filter((field) => field.fieldPath !== NAME);
  if (fields.length !== required.fields.length) return false;
  const head = fields.slice(0, equalities);
  const equalitiesMatch = required.fields
    .slice(0, equalities)
    .every((wanted) =>
      head.some(
        (field) =>
          field.fieldPath === wanted.fieldPath &&
          (wanted.arrayConfig ? field.arrayConfig === "CONTAINS" : field.order !== undefined),
      ),
    );
  const tail = fields.slice(equalities);
  const wantedTail = required.fields.slice(equalities);
  const sameWay = (reverse: boolean) =>
    wantedTail.every(
      (wanted, i) =>
        tail[i]?.fieldPath === wanted.fieldPath && tail[i]?.order === (reverse ? flip(wanted.order) : wanted.order),
    );
  return equalitiesMatch && (sameWay(false) || sameWay(true));
}

/** Every recorded query whose composite index is not declared, with the index to add (each index once). */
export function missingIndexes(queries: RecordedQuery[], file: IndexesFile) {
  const missing = new Map<string, { query: RecordedQuery; index: CompositeIndex }>();
  for (const query of queries) {
    const requirement = requiredIndex(query);
    if (!requirement || file.indexes.some((declared) => serves(declared, requirement))) continue;
    missing.set(JSON.stringify(requirement.index), { query, index: requirement.index });
  }
  return [...missing.values()];
}

/** Collections whose documents carry `expiresAt` but have no TTL policy declared for it. */
export function missingTtlPolicies(collectionsWithExpiry: string[], file: IndexesFile): string[] {
  const declared = new Set(
    (file.fieldOverrides ?? [])
      .filter((override) => override.ttl && override.fieldPath === "expiresAt")
      .map((override) => override.collectionGroup),
  );
  return collectionsWithExpiry.filter((collection) => !declared.has(collection));
}
