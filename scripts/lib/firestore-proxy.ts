/**
 * A pass-through gRPC proxy in front of any Firestore emulator that sees what no emulator reports: the
 * document reads Firestore would bill (the bench's reads per route) and every query issued (the index check).
 * It forwards each call's bytes and metadata unchanged, so the emulator behind it decides everything.
 */
import { createRequire } from "node:module";
import path from "node:path";
import {
  credentials,
  Server,
  ServerCredentials,
  makeGenericClientConstructor,
  type Client,
  type ClientDuplexStream,
  type ClientReadableStream,
  type MethodDefinition,
  type ServerDuplexStream,
  type ServerUnaryCall,
  type ServerWritableStream,
  type ServiceError,
  type UntypedServiceImplementation,
  type sendUnaryData,
} from "@grpc/grpc-js";
import protobuf from "protobufjs";

const require = createRequire(import.meta.url);
const firestorePackage = path.dirname(require.resolve("@google-cloud/firestore/package.json"));
const root = protobuf.Root.fromJSON(require(path.join(firestorePackage, "build/protos/v1.json")) as protobuf.INamespace);
const V1 = "google.firestore.v1";
const service = root.lookupService(`${V1}.Firestore`);

interface Decoded {
  document?: unknown;
  found?: unknown;
  missing?: string;
  result?: { aggregateFields?: Record<string, { integerValue?: string | number }> };
}

/** A query as the index check needs it: where it ran and its filters and orders, as plain JSON. */
export interface RecordedQuery {
  parent: string;
  structuredQuery: StructuredQueryJson;
}
export interface StructuredQueryJson {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: FilterJson;
  orderBy?: { field?: { fieldPath?: string }; direction?: string }[];
}
export interface FilterJson {
  compositeFilter?: { op?: string; filters?: FilterJson[] };
  fieldFilter?: { field?: { fieldPath?: string }; op?: string };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string };
}

const identity = (value: Buffer) => value;

/** Billed reads in one response message of a read method (Firestore's pricing: at least one per query). */
function readsIn(method: string, message: Buffer, state: { documents: number }): number {
  if (method === "GetDocument") return 1;
  if (method === "ListDocuments") {
    const decoded = root.lookupType(`${V1}.ListDocumentsResponse`).decode(message) as { documents?: unknown[] };
    return Math.max(1, decoded.documents?.length ?? 0);
  }
  if (method === "BatchGetDocuments") {
    const decoded = root.lookupType(`${V1}.BatchGetDocumentsResponse`).decode(message) as Decoded;
    return decoded.found || decoded.missing ? 1 : 0;
  }
  if (method === "RunQuery") {
    const decoded = root.lookupType(`${V1}.RunQueryResponse`).decode(message) as Decoded;
    if (decoded.document) state.documents += 1;
    return decoded.document ? 1 : 0;
  }
  if (method === "RunAggregationQuery") {
    // An aggregation is billed one read per 1,000 index entries it matched, at least one.
    const decoded = root.lookupType(`${V1}.RunAggregationQueryResponse`).decode(message) as Decoded;
    const counts = Object.values(decoded.result?.aggregateFields ?? {}).map((value) => Number(value.integerValue ?? 0));
    return decoded.result ? Math.max(1, Math.ceil(Math.max(0, ...counts) / 1000)) : 0;
  }
  return 0;
}

/** The documents a commit or batch write writes (each a billed write). */
function writesIn(method: string, request: Buffer): number {
  if (method !== "Commit" && method !== "BatchWrite") return 0;
  const decoded = root.lookupType(`${V1}.${method}Request`).decode(request) as { writes?: unknown[] };
  return decoded.writes?.length ?? 0;
}

/** The collections of documents a commit writes with an `expiresAt` field (they need a TTL policy). */
function collectionsWithExpiry(method: string, request: Buffer): string[] {
  if (method !== "Commit" && method !== "BatchWrite") return [];
  const decoded = root.lookupType(`${V1}.${method}Request`).decode(request) as {
    writes?: { update?: { name?: string; fields?: Record<string, unknown> } }[];
  };
  return (decoded.writes ?? [])
    .filter((write) => write.update?.fields && "expiresAt" in write.update.fields)
    .map((write) => (write.update?.name ?? "").split("/").at(-2) ?? "");
}

function recordQuery(method: string, request: Buffer): RecordedQuery | undefined {
  if (method !== "RunQuery" && method !== "RunAggregationQuery") return undefined;
  const type = root.lookupType(`${V1}.${method}Request`);
  const json = type.toObject(type.decode(request), { enums: String, defaults: false }) as {
    parent: string;
    structuredQuery?: StructuredQueryJson;
    structuredAggregationQuery?: { structuredQuery?: StructuredQueryJson };
  };
  const structuredQuery = json.structuredQuery ?? json.structuredAggregationQuery?.structuredQuery;
  return structuredQuery ? { parent: json.parent, structuredQuery } : undefined;
}

export interface FirestoreProxy {
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  address: string;
  /** Billed document reads since the proxy started. */
  reads(): number;
  /** Document writes sent since the proxy started. */
  writes(): number;
  /** Every query since the proxy started. */
  queries(): RecordedQuery[];
  /** Every collection written with an `expiresAt` field since the proxy started. */
  expiringCollections(): string[];
  stop(): Promise<void>;
}

/** Starts the proxy on 127.0.0.1 (port 0 picks a free one) in front of the emulator at `upstream` (host:port). */
export async function startFirestoreProxy(upstream: string, port = 0): Promise<FirestoreProxy> {
  let reads = 0;
  let writes = 0;
  const queries: RecordedQuery[] = [];
  const expiring = new Set<string>();
  const definition: Record<string, MethodDefinition<Buffer, Buffer>> = {};
  for (const [name, method] of Object.entries(service.methods)) {
    definition[name] = {
      path: `/${V1}.Firestore/${name}`,
      requestStream: Boolean(method.requestStream),
      responseStream: Boolean(method.responseStream),
      requestSerialize: identity,
      requestDeserialize: identity,
      responseSerialize: identity,
      responseDeserialize: identity,
    };
  }
  const UpstreamClient = makeGenericClientConstructor(definition, "Firestore");
  const client = new UpstreamClient(upstream, credentials.createInsecure()) as Client &
    Record<string, (...args: unknown[]) => unknown>;

  const implementation: UntypedServiceImplementation = {};
  for (const [name, method] of Object.entries(definition)) {
    const upstreamMethod = client[name];
    if (!upstreamMethod) throw new Error(`The generic gRPC client has no method ${name}.`);
    const call = upstreamMethod.bind(client);
    if (!method.requestStream && !method.responseStream) {
      implementation[name] = (incoming: ServerUnaryCall<Buffer, Buffer>, callback: sendUnaryData<Buffer>) => {
        for (const collection of collectionsWithExpiry(name, incoming.request)) expiring.add(collection);
        writes += writesIn(name, incoming.request);
        call(incoming.request, incoming.metadata, (error: ServiceError | null, response?: Buffer) => {
          if (response) reads += readsIn(name, response, { documents: 0 });
          callback(error, response);
        });
      };
    } else if (!method.requestStream) {
      implementation[name] = (incoming: ServerWritableStream<Buffer, Buffer>) => {
        const query = recordQuery(name, incoming.request);
        if (query) queries.push(query);
        const state = { documents: 0 };
        const outgoing = call(incoming.request, incoming.metadata) as ClientReadableStream<Buffer>;
        outgoing.on("data", (message: Buffer) => {
          reads += readsIn(name, message, state);
          incoming.write(message);
        });
        outgoing.on("end", () => {
          // A query that finds nothing still costs one read.
          if (name === "RunQuery" && state.documents === 0) reads += 1;
          incoming.end();
        });
        outgoing.on("error", (error: ServiceError) => incoming.emit("error", error));
        incoming.on("cancelled", () => outgoing.cancel());
      };
    } else {
      implementation[name] = (incoming: ServerDuplexStream<Buffer, Buffer>) => {
        const outgoing = call(incoming.metadata) as ClientDuplexStream<Buffer, Buffer>;
        incoming.on("data", (message: Buffer) => outgoing.write(message));
        incoming.on("end", () => outgoing.end());
        incoming.on("cancelled", () => outgoing.cancel());
        outgoing.on("data", (message: Buffer) => incoming.write(message));
        outgoing.on("end", () => incoming.end());
        outgoing.on("error", (error: ServiceError) => incoming.emit("error", error));
      };
    }
  }

  const server = new Server();
  server.addService(definition, implementation);
  const bound = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(error) : resolve(actual),
    ),
  );
  return {
    address: `127.0.0.1:${bound}`,
    reads: () => reads,
    writes: () => writes,
    queries: () => [...queries],
    expiringCollections: () => [...expiring],
    stop: () =>
      new Promise<void>((resolve) => {
        client.close();
        server.tryShutdown(() => resolve());
      }),
  };
}
