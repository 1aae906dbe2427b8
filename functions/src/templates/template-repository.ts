import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { TaskTemplate } from "@common/api-types";
import { CATEGORIES, COLLECTIONS, MAX_TEMPLATES } from "@common/constants";
import type { TemplateInput } from "@common/validation";
import { conflict } from "../errors";

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

/**
 * Tasks saved to start new ones from: what a task says, without whom and when. The admins share one library:
 * any admin may use or delete any template.
 */
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

  /** Refuses a template past MAX_TEMPLATES (409): the list is read whole by every Create Task page. */
  async create(input: TemplateInput, createdBy: string): Promise<TaskTemplate> {
    const { count } = (await this.collection.count().get()).data();
    if (count >= MAX_TEMPLATES) {
      throw conflict(`There are already ${MAX_TEMPLATES} templates: delete one you no longer use first.`);
    }
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
