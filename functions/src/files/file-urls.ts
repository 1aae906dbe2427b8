/**
 * Files are served through the API, which checks permission on every request. Keys are random and never
 * reused, so a URL always names the same bytes.
 */
import type { ProofFile } from "@common/api-types";

export const FILES_ROUTE = "/api/files";

export const fileUrl = (key: string): string => `${FILES_ROUTE}/${key}`;

/** Profile pictures, students' proofs, and admins' voice comments on a student's review (kept under the student). */
export type FileKind = "pictures" | "proofs" | "voice";

/** `<kind>/<owner user id>/<random id>.<ext>`: the owner segment is what the permission check reads. */
export const newFileKey = (kind: FileKind, ownerId: string, randomId: string, extension: string): string =>
  `${kind}/${ownerId}/${randomId}.${extension}`;

const AUDIO_EXTENSIONS = new Set(["webm", "ogg", "m4a", "mp3", "wav"]);

/** A stored proof file as the API sends it: its URL, and whether it is a photo or a recording. */
export const proofFileOf = (key: string): ProofFile => ({
  url: fileUrl(key),
  kind: AUDIO_EXTENSIONS.has(key.slice(key.lastIndexOf(".") + 1)) ? "audio" : "image",
});
