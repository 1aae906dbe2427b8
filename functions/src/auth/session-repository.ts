import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { deleteQuery } from "../lib/firestore/batches";

export interface SessionRecord {
  id: string;
  userId: string;
  expiresAt: Date;
}

export class SessionRepository {
  constructor(private readonly db: Firestore) {}

  private doc(id: string) {
    return this.db.collection(COLLECTIONS.sessions).doc(id);
  }

  async create(id: string, userId: string, expiresAt: Date): Promise<void> {
    await this.doc(id).create({
      userId,
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromDate(expiresAt),
    });
  }

  async find(id: string): Promise<SessionRecord | null> {
    const snapshot = await this.doc(id).get();
    const data = snapshot.data();
    if (!data) return null;
    return { id, userId: String(data.userId), expiresAt: (data.expiresAt as Timestamp).toDate() };
  }

  async delete(id: string): Promise<void> {
    await this.doc(id).delete();
  }

  /** Ends every session of the user at once (deactivated or deleted account). */
  async deleteAllOf(userId: string): Promise<number> {
    return deleteQuery(this.db, this.db.collection(COLLECTIONS.sessions).where("userId", "==", userId));
  }
}
