/**
 * Each admin's saved review comments: one document per admin (keyed by their id) holding the ordered list and a
 * version that every change raises, so a change made from an older list (another tab's) is refused, not merged.
 */
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import type { SavedComments } from "@common/api-types";
import { COLLECTIONS } from "@common/constants";
import { conflict, unauthorized } from "../errors";

const CHANGED_MEANWHILE =
  "Your saved comments were changed in another tab or window meanwhile: nothing was saved. They now show as they are; make your change again.";

function toSavedComments(snapshot: DocumentSnapshot): SavedComments | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    comments: Array.isArray(data.comments) ? data.comments.map(String) : [],
    version: Number(data.version ?? 0),
  };
}

export class SavedCommentsRepository {
  constructor(private readonly db: Firestore) {}

  private ref(adminId: string) {
    return this.db.collection(COLLECTIONS.savedComments).doc(adminId);
  }

  /**
   * A list is started only for an account that still exists, so that a first read or save on its way while the
   * account is deleted writes nothing after the deletion (a kept list needs no check: the deletion's write to it
   * makes a transaction that read it run again and find it gone).
   */
  private async assertAccountExists(transaction: Transaction, adminId: string): Promise<void> {
    const account = await transaction.get(this.db.collection(COLLECTIONS.users).doc(adminId));
    if (!account.exists) throw unauthorized();
  }

  /**
   * The admin's list; the first time, `starter()` is written as their list (version 1) in the same transaction,
   * so that two first reads at once write it once and it is theirs to change from then on.
   */
  async read(adminId: string, starter: () => Promise<string[]>): Promise<SavedComments> {
    const ref = this.ref(adminId);
    const kept = toSavedComments(await ref.get());
    if (kept) return kept;
    const comments = await starter();
    return this.db.runTransaction(async (transaction) => {
      const written = toSavedComments(await transaction.get(ref));
      if (written) return written;
      await this.assertAccountExists(transaction, adminId);
      transaction.create(ref, { comments, version: 1, updatedAt: FieldValue.serverTimestamp() });
      return { comments, version: 1 };
    });
  }

  /**
   * Replaces the admin's list with `comments` when `version` is the list's version now (0: none is kept yet),
   * and raises it; another version is a 409 that changes nothing.
   */
  async replace(adminId: string, comments: string[], version: number): Promise<SavedComments> {
    const ref = this.ref(adminId);
    return this.db.runTransaction(async (transaction) => {
      const current = toSavedComments(await transaction.get(ref));
      if ((current?.version ?? 0) !== version) {
        throw conflict(CHANGED_MEANWHILE);
      }
      if (!current) await this.assertAccountExists(transaction, adminId);
      const saved = { comments, version: version + 1 };
      transaction.set(ref, { ...saved, updatedAt: FieldValue.serverTimestamp() });
      return saved;
    });
  }

  /** Goes with the admin's account. */
  async deleteOf(adminId: string): Promise<void> {
    await this.ref(adminId).delete();
  }
}
