import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore";
import type { Group } from "@common/api-types";
import { COLLECTIONS } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { groupNameKey } from "@common/group-name";
import { conflict, notFound } from "../errors";

function toGroup(snapshot: DocumentSnapshot): Group | null {
  const data = snapshot.data();
  if (!data) return null;
  return {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    description: String(data.description ?? ""),
    students: Array.isArray(data.students) ? data.students.map(String) : [],
  };
}

/** Who joined and who left in one change of a group's students (only real changes: no one twice). */
export interface MembershipChange {
  joined: string[];
  left: string[];
}

/**
 * A supervisor's groups, one record each with its students' ids. A name is unique (as `nameKey`); a name and a
 * membership change in a transaction, so two admins editing at once lose nothing and add no one twice.
 */
export class GroupRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.groups);
  }

  /** Every group, by name. */
  async list(): Promise<Group[]> {
    const snapshot = await this.collection.orderBy("nameKey").get();
    return snapshot.docs.map((doc) => toGroup(doc)).filter((group) => group !== null);
  }

  async find(id: string): Promise<Group | null> {
    return toGroup(await this.collection.doc(id).get());
  }

  /** A group's students by id, for a list narrowed to it (404 for no such group). */
  async studentsOf(id: string): Promise<string[]> {
    const group = await this.find(id);
    if (!group) throw notFound("There is no such group.");
    return group.students;
  }

  /** The groups a student is in. */
  async groupsOf(studentId: string): Promise<Group[]> {
    const snapshot = await this.collection.where("students", "array-contains", studentId).get();
    return snapshot.docs.map((doc) => toGroup(doc)).filter((group) => group !== null);
  }

  /** Refuses a name another group has (409), inside `transaction`. */
  private async nameIsFree(transaction: Transaction, name: string, exceptId?: string): Promise<void> {
    const same = await transaction.get(this.collection.where("nameKey", "==", groupNameKey(name)).limit(2));
    if (same.docs.some((doc) => doc.id !== exceptId)) throw conflict(MESSAGES.groupNameTaken);
  }

  /** `id` for records with a fixed one (the demo data); a new id otherwise. */
  async create({ name, description }: { name: string; description: string }, id?: string): Promise<Group> {
    const ref = id ? this.collection.doc(id) : this.collection.doc();
    await this.db.runTransaction(async (transaction) => {
      await this.nameIsFree(transaction, name);
      transaction.create(ref, {
        name,
        nameKey: groupNameKey(name),
        description,
        students: [],
        createdAt: FieldValue.serverTimestamp(),
      });
    });
    return { _id: ref.id, name, description, students: [] };
  }

  async update(id: string, changes: { name?: string; description?: string }): Promise<Group> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const group = toGroup(await transaction.get(ref));
      if (!group) throw notFound("There is no such group.");
      if (changes.name !== undefined) await this.nameIsFree(transaction, changes.name, id);
      transaction.update(ref, {
        ...changes,
        ...(changes.name !== undefined ? { nameKey: groupNameKey(changes.name) } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { ...group, ...changes };
    });
  }

  /** Deletes the group record only: its students and their tasks stay. False when there was none. */
  async delete(id: string): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      if (!(await transaction.get(ref)).exists) return false;
      transaction.delete(ref);
      return true;
    });
  }

  /** A deleted student leaves every group they were in. */
  async removeFromAll(studentId: string): Promise<void> {
    const snapshot = await this.collection.where("students", "array-contains", studentId).get();
    await Promise.all(
      snapshot.docs.map((doc) =>
        doc.ref.update({ students: FieldValue.arrayRemove(studentId), updatedAt: FieldValue.serverTimestamp() }),
      ),
    );
  }

  /**
   * Adds and removes students in one transaction; says who actually joined and left. Those joining are read in
   * it too: one made an admin, deactivated or deleted meanwhile is refused rather than left in the group.
   */
  async changeStudents(id: string, add: string[], remove: string[]): Promise<MembershipChange> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const group = toGroup(await transaction.get(ref));
      if (!group) throw notFound("There is no such group.");
      const joined = add.filter((student) => !group.students.includes(student));
      const users = this.db.collection(COLLECTIONS.users);
      const joining = joined.length > 0 ? await transaction.getAll(...joined.map((student) => users.doc(student))) : [];
      if (joining.some((user) => user.get("role") !== "student" || user.get("active") === false)) {
        throw conflict("A student's account changed meanwhile: nothing was changed. Please try again.");
      }
      const left = remove.filter((student) => group.students.includes(student));
      if (joined.length + left.length > 0) {
        transaction.update(ref, {
          students: [...group.students.filter((student) => !left.includes(student)), ...joined],
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      return { joined, left };
    });
  }
}
