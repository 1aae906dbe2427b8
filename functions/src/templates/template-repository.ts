import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { TaskTemplate } from "@common/api-types";
import { CATEGORIES, COLLECTIONS } from "@common/constants";
import type { TemplateInput } from "@common/validation";

function toTemplate(snapshot: DocumentSnapshot): TaskTemplate | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    instructions: String(data.instructions ?? ""),
    category: CATEGORIES.includes(data.category) ? data.category : "Other",
  };
}

/** Tasks saved to start new ones from: what a task says, without whom and when. */
export class TemplateRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.templates);
  }

  /** Every template, by name. */
  async list(): Promise<TaskTemplate[]> {
    const snapshot = await this.collection.orderBy("name").get();
    return snapshot.docs.map((doc) => toTemplate(doc)).filter((t): t is TaskTemplate => t !== null);
  }

  async create(input: TemplateInput, createdBy: string): Promise<TaskTemplate> {
    const ref = this.collection.doc();
    await ref.create({ ...input, createdBy, createdAt: FieldValue.serverTimestamp() });
    return { _id: ref.id, ...input };
  }

  /** False when there was no such template. */
  async delete(id: string): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      if (!(await transaction.get(ref)).exists) return false;
      transaction.delete(ref);
      return true;
    });
  }
}
