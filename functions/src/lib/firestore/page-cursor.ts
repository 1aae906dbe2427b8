/** A cursor query's position: the last item's time and id, opaque to the browser (the inbox, notifications). */
import { Timestamp } from "firebase-admin/firestore";
import { isDocumentId } from "@common/validation";
import { badRequest } from "../../errors";

/** The latest instant a Firestore timestamp holds (9999-12-31T23:59:59Z). */
const MAX_SECONDS = 253_402_300_799;

export const encodeCursor = (at: Timestamp, id: string) =>
  Buffer.from(`${at.seconds}.${at.nanoseconds}.${id}`).toString("base64url");

export function decodeCursor(cursor: string): { at: Timestamp; id: string } {
  const match = /^(\d{1,12})\.(\d{1,9})\.([A-Za-z0-9_-]{1,128})$/.exec(Buffer.from(cursor, "base64url").toString());
  const [, seconds = "", nanos = "", id = ""] = match ?? [];
  if (!match || Number(seconds) > MAX_SECONDS || !isDocumentId(id)) {
    throw badRequest("cursor is not valid: start from the first page.");
  }
  return { at: new Timestamp(Number(seconds), Number(nanos)), id };
}
