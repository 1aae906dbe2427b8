/**
 * The embedded Firestore server (`@firestore-emulator/server`), the last resort for a machine with nothing
 * but Node (see local-firestore.ts), made faithful where the app depends on it.
 * As published it hands every transaction the same id, never detects a conflicting write, ignores
 * `updateTime` preconditions, and applies a batch up to the write that fails. Production Firestore does none
 * of that, and a test run against it would prove nothing about concurrency. This service adds:
 * - real transaction ids, and optimistic concurrency: every document a transaction read is versioned, and
 *   its commit is ABORTED (firebase-admin then retries the transaction) if any of them changed meanwhile;
 * - all-or-nothing commits: every precondition (`exists`, `updateTime`) is checked before any write applies.
 */
import { randomBytes } from "node:crypto";
import {
  Server,
  ServerCredentials,
  status,
  type sendUnaryData,
  type ServerUnaryCall,
  type ServerWritableStream,
} from "@grpc/grpc-js";
import { FirestoreState } from "@firestore-emulator/server";
import { FirestoreServiceV1Impl } from "@firestore-emulator/server/dist/server/FirestoreServiceV1Impl";
import {
  BatchGetDocumentsResponse,
  BeginTransactionResponse,
  type BatchGetDocumentsRequest,
  type BeginTransactionRequest,
  type CommitRequest,
  type CommitResponse,
  type RollbackRequest,
  type RunQueryRequest,
  type RunQueryResponse,
} from "@firestore-emulator/proto/dist/google/firestore/v1/firestore";
import type { Empty } from "@firestore-emulator/proto/dist/google/protobuf/empty";
import type { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

class ServiceError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}

/** Document versions and open transactions: the bookkeeping behind optimistic concurrency. */
class TransactionLedger {
  /** A counter per document path, bumped by every committed write to it. */
  private readonly versions = new Map<string, number>();
  /** Open transactions: the version of each document they have read. */
  private readonly transactions = new Map<string, Map<string, number>>();

  constructor(private readonly state: FirestoreState) {}

  open(id: Uint8Array = randomBytes(12)): Uint8Array {
    if (!this.transactions.has(hex(id))) this.transactions.set(hex(id), new Map());
    return id;
  }

  forget(id: Uint8Array): void {
    this.transactions.delete(hex(id));
  }

  recordRead(transaction: Uint8Array | undefined, path: string): void {
    if (!transaction || transaction.length === 0) return;
    const reads = this.transactions.get(hex(transaction));
    if (reads && !reads.has(path)) reads.set(path, this.versions.get(path) ?? 0);
  }

  /** Closes the transaction; throws ABORTED if anything it read has changed since. */
  checkTransaction(transaction: Uint8Array | undefined): void {
    if (!transaction || transaction.length === 0) return;
    const reads = this.transactions.get(hex(transaction));
    this.forget(transaction);
    if (!reads) throw new ServiceError(status.ABORTED, "The transaction has expired.");
    for (const [path, version] of reads) {
      if ((this.versions.get(path) ?? 0) !== version) {
        throw new ServiceError(status.ABORTED, `Transaction contention on ${path}: please retry.`);
      }
    }
  }

  checkPreconditions(write: Write): void {
    if (!write.has_current_document) return;
    const path = pathOf(write);
    const { metadata } = this.state.getDocument(path);
    const precondition = write.current_document;
    if (precondition.has_exists) {
      if (precondition.exists && !metadata.hasExist) {
        throw new ServiceError(status.NOT_FOUND, `No document to update: ${path}`);
      }
      if (!precondition.exists && metadata.hasExist) {
        throw new ServiceError(status.ALREADY_EXISTS, `Document already exists: ${path}`);
      }
    }
    if (precondition.has_update_time) {
      const { seconds, nanos } = precondition.update_time;
      const expected = Number(seconds) * 1000 + Math.floor(nanos / 1e6);
      if (!metadata.hasExist || metadata.updatedAt?.getTime() !== expected) {
        throw new ServiceError(status.FAILED_PRECONDITION, `The document changed since it was read: ${path}`);
      }
    }
  }

  committed(write: Write): void {
    const path = pathOf(write);
    this.versions.set(path, (this.versions.get(path) ?? 0) + 1);
  }
}

class TransactionalFirestoreService extends FirestoreServiceV1Impl {
  readonly #ledger: TransactionLedger;

  constructor(state: FirestoreState) {
    super(state);
    this.#ledger = new TransactionLedger(state);
  }

  override BeginTransaction(
    _call: ServerUnaryCall<BeginTransactionRequest, BeginTransactionResponse>,
    callback: sendUnaryData<BeginTransactionResponse>,
  ): void {
    callback(null, BeginTransactionResponse.fromObject({ transaction: this.#ledger.open() }));
  }

  override BatchGetDocuments(call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>): void {
    const ledger = this.#ledger;
    let transaction: Uint8Array | undefined = call.request.transaction?.length ? call.request.transaction : undefined;
    const write = call.write.bind(call);
    call.write = ((response: BatchGetDocumentsResponse) => {
      if (response.transaction?.length) {
        // The published server gives every transaction the same id: replace it with a real one.
        transaction = ledger.open();
        return write(BatchGetDocumentsResponse.fromObject({ ...response.toObject(), transaction }));
      }
      ledger.recordRead(transaction, response.found?.name || response.missing);
      return write(response);
    }) as typeof call.write;
    super.BatchGetDocuments(call);
  }

  override RunQuery(call: ServerWritableStream<RunQueryRequest, RunQueryResponse>): void {
    const ledger = this.#ledger;
    const write = call.write.bind(call);
    call.write = ((response: RunQueryResponse) => {
      const transaction = response.transaction?.length ? ledger.open(response.transaction) : call.request.transaction;
      if (response.has_document) ledger.recordRead(transaction, response.document.name);
      return write(response);
    }) as typeof call.write;
    super.RunQuery(call);
  }

  override Rollback(call: ServerUnaryCall<RollbackRequest, Empty>, callback: sendUnaryData<Empty>): void {
    this.#ledger.forget(call.request.transaction);
    super.Rollback(call, callback);
  }

  override Commit(call: ServerUnaryCall<CommitRequest, CommitResponse>, callback: sendUnaryData<CommitResponse>): void {
    const ledger = this.#ledger;
    try {
      ledger.checkTransaction(call.request.transaction);
      for (const write of call.request.writes) ledger.checkPreconditions(write);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      callback({ code: error.code, message: error.message, name: "Error" }, null);
      return;
    }
    super.Commit(call, (error, response) => {
      if (!error) for (const write of call.request.writes) ledger.committed(write);
      callback(error, response);
    });
  }
}

function pathOf(write: Write): string {
  return write.has_delete ? write.delete : write.update.name;
}

/** A Firestore gRPC server on 127.0.0.1, in memory. */
export class EmbeddedFirestoreServer {
  private readonly server = new Server();

  constructor() {
    this.server.addService(FirestoreServiceV1Impl.definition, new TransactionalFirestoreService(new FirestoreState()));
  }

  start(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error) =>
        error ? reject(error) : resolve(),
      );
    });
  }

  stop(): void {
    this.server.forceShutdown();
  }
}
