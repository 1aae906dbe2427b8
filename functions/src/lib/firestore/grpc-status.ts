/** The gRPC status codes Firestore's errors carry (`error.code`) that the API acts on. */
export const GRPC_STATUS = {
  /** An update of a document that does not exist. */
  NOT_FOUND: 5,
  /** A create of a document that already exists. */
  ALREADY_EXISTS: 6,
  /** A write whose precondition (the document unchanged since read) failed. */
  FAILED_PRECONDITION: 9,
  /** A transaction that lost to others on the same documents, even after the SDK's retries. */
  ABORTED: 10,
} as const;

/** Whether `error` is Firestore's with the gRPC status `code`. */
export const hasGrpcStatus = (error: unknown, code: number): boolean =>
  (error as { code?: unknown } | null)?.code === code;
