/**
 * Files are served through the API, which checks permission on every request. Keys are random and never
 * reused, so a URL always names the same bytes.
 */
export const FILES_ROUTE = "/api/files";

export const fileUrl = (key: string): string => `${FILES_ROUTE}/${key}`;

export type FileKind = "pictures" | "proofs";

/** `<kind>/<owner user id>/<random id>.<ext>`: the owner segment is what the permission check reads. */
export const newFileKey = (kind: FileKind, ownerId: string, randomId: string, extension: string): string =>
  `${kind}/${ownerId}/${randomId}.${extension}`;
