import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import type { TaskTemplate } from "@common/api-types";
import { COLLECTIONS, MAX_TEMPLATES } from "@common/constants";
import type { TemplateInput } from "@common/validation";
import { conflict } from "../errors";
import { taskContentOf } from "../lib/firestore/task-content";

function toTemplate(snapshot: DocumentSnapshot): TaskTemplate | null {
  const data = snapshot.data();
  if (!data) return null;
  return { _id: snapshot.id, ...taskContentOf(data) };
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

  /** The library's size, kept beside it (meta/templates) so that counting and creating are one transaction. */
  private get counter() {
    return this.db.collection(COLLECTIONS.meta).doc("templates");
  }

  /** The library's size in `transaction`: its counter, or a count of the library where none is kept yet. */
  private async countIn(transaction: Transaction): Promise<number> {
    const counter = await transaction.get(this.counter);
    if (counter.exists) return Number(counter.get("count") ?? 0);
    return (await transaction.get(this.collection.count())).data().count;
  }

  /**
   * Refuses a template past MAX_TEMPLATES (409): the list is read whole by every Create Task page. The count
   * is read and raised in the transaction that creates, so that creations at once never pass the cap.
   */
  async create(input: TemplateInput, createdBy: string): Promise<TaskTemplate> {
    const ref = this.collection.doc();
    await this.db.runTransaction(async (transaction) => {
      const count = await this.countIn(transaction);
      if (count >= MAX_TEMPLATES) {
        throw conflict(`There are already ${MAX_TEMPLATES} templates: delete one you no longer use first.`, {
          key: "refusal.tooManyTemplates",
          values: { count: MAX_TEMPLATES },
        });
      }
      transaction.set(this.counter, { count: count + 1 });
      transaction.create(ref, { ...input, createdBy, createdAt: FieldValue.serverTimestamp() });
    });
    return { _id: ref.id, ...input };
  }

  /** False when there was no such template. */
  async delete(id: string): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      if (!(await transaction.get(ref)).exists) return false;
      const count = await this.countIn(transaction);
      transaction.set(this.counter, { count: Math.max(0, count - 1) });
      transaction.delete(ref);
      return true;
    });
  }
}
