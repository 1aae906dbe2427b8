import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";

export interface RelatedTask {
  _id: string;
  name: string;
  deadline: string;
}

export interface Notification {
  _id: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  relatedTask: RelatedTask | null;
}

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  relatedTask: RelatedTask | null;
  isRead?: boolean;
}

export function toNotification(snapshot: DocumentSnapshot): Notification | null {
  const data = snapshot.data();
  if (!data) return null;
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate().toISOString() : "";
  return {
    _id: snapshot.id,
    title: String(data.title ?? ""),
    message: String(data.message ?? ""),
    isRead: data.isRead === true,
    createdAt,
    relatedTask: (data.relatedTask as RelatedTask | null) ?? null,
  };
}

export class NotificationRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.notifications);
  }

  async create(input: NewNotification, id: string = this.collection.doc().id): Promise<void> {
    await this.collection.doc(id).create({
      ...input,
      isRead: input.isRead ?? false,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
}
