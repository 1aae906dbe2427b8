/**
 * The deletions of thread messages that a task's or an account's deletion brings: the messages' own repository
 * lies above the tasks' and users' areas, which reach the collection through these two functions only.
 */
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { chunksOf, deleteQuery, MAX_IN_VALUES } from "./batches";

/** Deletes every message of the tasks `taskIds` (whoever wrote it, for whichever student). */
export async function deleteMessagesOfTasks(db: Firestore, taskIds: string[]): Promise<void> {
  const messages = db.collection(COLLECTIONS.messages);
  for (const chunk of chunksOf([...new Set(taskIds)], MAX_IN_VALUES)) {
    await deleteQuery(db, messages.where("taskId", "in", chunk));
  }
}

/** Deletes every message a person wrote, and every message of a thread that was theirs as a student. */
export async function deleteMessagesOfPerson(db: Firestore, userId: string): Promise<void> {
  const messages = db.collection(COLLECTIONS.messages);
  await deleteQuery(db, messages.where("studentId", "==", userId));
  await deleteQuery(db, messages.where("authorId", "==", userId));
}
