/**
 * The messages of each task's thread, one document each in `messages`, and the task's `thread` field that
 * follows them (its version, the student's unread count, the question waiting for an answer, the last e-mail):
 * every write of a message is one transaction with the task's field, its notification and its e-mail, so the
 * counts stay exact however many write at once.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { Role } from "@common/constants";
import { COLLECTIONS } from "@common/constants";
import { conflict, notFound } from "../errors";
import { decodeCursor, encodeCursor } from "../lib/firestore/page-cursor";
import type { MailMessage, MailRepository } from "../mail/mail-repository";
import type { NewNotification, NotificationRepository } from "../notifications/notification-repository";
import { THREAD_FIELD, toStoredTask, type StoredTask } from "../tasks/task-record";

const NO_TASK = "There is no such task.";
const NO_MESSAGE = "There is no such message.";
const STUDENT_GONE = "This task's student no longer exists: the task can only be deleted.";
/** Whose messages are looked back over to find the question still waiting after one is deleted. */
const QUESTION_LOOKBACK = 60;
/** At most one e-mail per task an hour tells its student of the admins' messages. */
export const MAIL_INTERVAL_MS = 60 * 60 * 1000;

/** Who reads or writes: the task's student, or an admin. */
export interface Reader {
  _id: string;
  name: string;
  role: Role;
}

/** A message as stored: its task and the student whose thread it is in, its author, and what became of it. */
export interface StoredMessage {
  _id: string;
  taskId: string;
  studentId: string;
  authorId: string;
  authorName: string;
  authorRole: Role;
  text: string;
  at: Date;
  edited: boolean;
  deleted: boolean;
}

/** The student a thread belongs to, as an admin's message tells them of it. */
export interface ThreadStudent {
  _id: string;
  name: string;
  email: string;
  language: string;
  /** False once they turned reminder e-mails off. */
  byEmail: boolean;
}

/** What an admin's message brings the student: a notification, and an e-mail unless one went within the hour. */
export interface AdminMessageNews {
  notifications: NotificationRepository;
  mail: MailRepository;
  notice: (task: StoredTask, text: string) => NewNotification;
  email: (task: StoredTask, student: ThreadStudent, text: string) => Promise<MailMessage | null>;
}

export interface MessagePage {
  messages: StoredMessage[];
  /** Where the next page starts, and when its last message was written (null: this page is the newest). */
  next: { cursor: string; before: Date } | null;
}

function toMessage(snapshot: DocumentSnapshot): StoredMessage | null {
  const data = snapshot.data();
  if (!data || !(data.at instanceof Timestamp)) return null;
  return {
    _id: snapshot.id,
    taskId: String(data.taskId ?? ""),
    studentId: String(data.studentId ?? ""),
    authorId: String(data.authorId ?? ""),
    authorName: String(data.authorName ?? ""),
    authorRole: data.authorRole === "admin" ? "admin" : "student",
    text: data.deleted === true ? "" : String(data.text ?? ""),
    at: data.at.toDate(),
    edited: data.editedAt instanceof Timestamp,
    deleted: data.deleted === true,
  };
}

/** A reader sees a task's thread when it is theirs as its student, or as an admin. */
const mayRead = (task: StoredTask, reader: Reader) => reader.role === "admin" || task.assignedTo === reader._id;

export class ConversationRepository {
  constructor(private readonly db: Firestore) {}

  private get messages() {
    return this.db.collection(COLLECTIONS.messages);
  }

  private taskRef(id: string) {
    return this.db.collection(COLLECTIONS.tasks).doc(id);
  }

  private userRef(id: string) {
    return this.db.collection(COLLECTIONS.users).doc(id);
  }

  /** The thread's messages of the task's current student: an earlier student's stay out of the new one's. */
  private threadQuery(taskId: string, studentId: string) {
    return this.messages.where("taskId", "==", taskId).where("studentId", "==", studentId);
  }

  /** The task, when the reader may see its thread (404 otherwise, whether it exists or not). */
  private readableTask(snapshot: DocumentSnapshot, reader: Reader): StoredTask {
    const task = toStoredTask(snapshot);
    if (!task || !mayRead(task, reader)) throw notFound(NO_TASK);
    return task;
  }

  /** The task whose thread the reader asks for (404 when it is not theirs to read). */
  async taskFor(taskId: string, reader: Reader): Promise<StoredTask> {
    return this.readableTask(await this.taskRef(taskId).get(), reader);
  }

  /**
   * A page of the task's thread (a task taskFor read), oldest first: its messages from `cursor` on, at most `limit`. Needs the index
   * (taskId, studentId, at, __name__).
   */
  async page(task: StoredTask, limit: number, cursor?: string): Promise<MessagePage> {
    let query = this.threadQuery(task._id, task.assignedTo)
      .orderBy("at")
      .orderBy(FieldPath.documentId())
      .limit(limit + 1);
    if (cursor) {
      const { at, id } = decodeCursor(cursor);
      query = query.startAfter(at, id);
    }
    const snapshot = await query.get();
    const docs = snapshot.docs.slice(0, limit);
    const messages = docs.map(toMessage).filter((message): message is StoredMessage => message !== null);
    const last = docs.at(-1);
    const lastAt = last?.get("at");
    const next =
      snapshot.docs.length > limit && last && lastAt instanceof Timestamp
        ? { cursor: encodeCursor(lastAt, last.id), before: lastAt.toDate() }
        : null;
    return { messages, next };
  }

  /**
   * Writes a message in the task's thread. A student's starts a question (unless one already waits); an admin's
   * answers it, counts as unread for the student, tells them in the bell, and by e-mail when they take reminder
   * e-mails and none about this task went within the hour. The student's record must exist (an account being
   * deleted takes its threads with it).
   */
  async post(taskId: string, author: Reader, text: string, news: AdminMessageNews): Promise<StoredMessage> {
    const ref = this.messages.doc();
    const taskRef = this.taskRef(taskId);
    return this.db.runTransaction(async (transaction) => {
      const taskSnapshot = await transaction.get(taskRef);
      const task = this.readableTask(taskSnapshot, author);
      const student = await transaction.get(this.userRef(task.assignedTo));
      if (!student.exists) throw conflict(STUDENT_GONE);
      // An admin's account deleted meanwhile writes nothing: its messages went with it.
      if (author.role === "admin" && !(await transaction.get(this.userRef(author._id))).exists) throw notFound(NO_TASK);
      const thread = taskSnapshot.get(THREAD_FIELD) as Record<string, unknown> | undefined;
      const now = Timestamp.now();
      const update: Record<string, unknown> = {
        [`${THREAD_FIELD}.version`]: FieldValue.increment(1),
      };
      if (author.role === "admin") {
        update[`${THREAD_FIELD}.unread`] = FieldValue.increment(1);
        update[`${THREAD_FIELD}.question`] = false;
        update[`${THREAD_FIELD}.questionAt`] = null;
        news.notifications.createIn(transaction, news.notice(task, text));
        const mailedAt = thread?.mailedAt;
        const mailedLately = mailedAt instanceof Timestamp && now.toMillis() - mailedAt.toMillis() < MAIL_INTERVAL_MS;
        const mail = mailedLately ? null : await news.email(task, threadStudentOf(student), text);
        if (mail) {
          news.mail.queueIn(transaction, mail);
          update[`${THREAD_FIELD}.mailedAt`] = now;
        }
      } else if (thread?.question !== true) {
        update[`${THREAD_FIELD}.question`] = true;
        update[`${THREAD_FIELD}.questionAt`] = now;
      }
      const record = {
        taskId,
        studentId: task.assignedTo,
        authorId: author._id,
        authorName: author.name,
        authorRole: author.role,
        text,
        at: now,
        editedAt: null,
        deleted: false,
      };
      transaction.create(ref, record);
      transaction.update(taskRef, update);
      return { _id: ref.id, ...record, at: now.toDate(), edited: false, deleted: false };
    });
  }

  /** The author's own message of the task's current thread, not deleted (404 otherwise), in `transaction`. */
  private async ownMessage(transaction: Transaction, taskId: string, messageId: string, author: Reader) {
    const taskSnapshot = await transaction.get(this.taskRef(taskId));
    const task = this.readableTask(taskSnapshot, author);
    const message = toMessage(await transaction.get(this.messages.doc(messageId)));
    if (
      !message ||
      message.deleted ||
      message.taskId !== taskId ||
      message.studentId !== task.assignedTo ||
      message.authorId !== author._id
    ) {
      throw notFound(NO_MESSAGE);
    }
    return { task, message, taskSnapshot };
  }

  /** Changes the text of the author's own message; it shows as edited. */
  async edit(taskId: string, messageId: string, author: Reader, text: string): Promise<StoredMessage> {
    return this.db.runTransaction(async (transaction) => {
      const { message } = await this.ownMessage(transaction, taskId, messageId, author);
      transaction.update(this.messages.doc(messageId), { text, editedAt: FieldValue.serverTimestamp() });
      transaction.update(this.taskRef(taskId), { [`${THREAD_FIELD}.version`]: FieldValue.increment(1) });
      return { ...message, text, edited: true };
    });
  }

  /**
   * Deletes the author's own message: it keeps its place in the thread as "deleted", without its text. The
   * question waiting (and the student's unread count) follow from the messages left.
   */
  async remove(taskId: string, messageId: string, author: Reader): Promise<void> {
    await this.db.runTransaction(async (transaction) => {
      const { task, message, taskSnapshot } = await this.ownMessage(transaction, taskId, messageId, author);
      const thread = (taskSnapshot.get(THREAD_FIELD) as Record<string, unknown> | undefined) ?? {};
      const latest = await transaction.get(
        this.threadQuery(taskId, task.assignedTo).orderBy("at", "desc").limit(QUESTION_LOOKBACK),
      );
      const left = latest.docs
        .map(toMessage)
        .filter((each): each is StoredMessage => each !== null && !each.deleted && each._id !== messageId);
      const questionAt = waitingSince(left);
      const update: Record<string, unknown> = {
        [`${THREAD_FIELD}.version`]: FieldValue.increment(1),
        [`${THREAD_FIELD}.question`]: questionAt !== null,
        [`${THREAD_FIELD}.questionAt`]: questionAt ? Timestamp.fromDate(questionAt) : null,
      };
      const readAt = thread.readAt instanceof Timestamp ? thread.readAt.toDate() : null;
      const unread = Number(thread.unread) || 0;
      if (message.authorRole === "admin" && unread > 0 && (!readAt || message.at > readAt)) {
        update[`${THREAD_FIELD}.unread`] = FieldValue.increment(-1);
      }
      transaction.update(this.messages.doc(messageId), {
        text: FieldValue.delete(),
        deleted: true,
        deletedAt: FieldValue.serverTimestamp(),
      });
      transaction.update(this.taskRef(taskId), update);
    });
  }

  /**
   * Marks the thread read for its reader, as of `seenVersion` when given (the thread they read): the student's
   * unread count goes to 0 (no write when it is 0, or when the thread moved since they read it). Admins
   * share one state, the question waiting for an answer, which only an answer ends: reading checks access only.
   */
  async markRead(taskId: string, reader: Reader, seenVersion?: number): Promise<void> {
    const taskRef = this.taskRef(taskId);
    if (reader.role === "admin") {
      this.readableTask(await taskRef.get(), reader);
      return;
    }
    await this.db.runTransaction(async (transaction) => {
      const task = this.readableTask(await transaction.get(taskRef), reader);
      if ((task.thread?.unread ?? 0) === 0) return;
      // A message came after the reader's copy: it stays unread until they have read it too.
      if (seenVersion !== undefined && seenVersion !== (task.thread?.version ?? 0)) return;
      transaction.update(taskRef, {
        [`${THREAD_FIELD}.unread`]: 0,
        [`${THREAD_FIELD}.readAt`]: FieldValue.serverTimestamp(),
      });
    });
  }
}

/** The student's record as an admin's message needs it. */
function threadStudentOf(snapshot: DocumentSnapshot): ThreadStudent {
  return {
    _id: snapshot.id,
    name: String(snapshot.get("name") ?? ""),
    email: String(snapshot.get("email") ?? ""),
    language: String(snapshot.get("language") ?? "en"),
    byEmail: snapshot.get("reminder.email") !== false && snapshot.get("active") !== false,
  };
}

/**
 * Since when a student's message has waited for an answer, from the thread's messages newest first: the
 * oldest of the student's messages after the newest admin's one (null when the admins spoke last, or nobody).
 */
function waitingSince(newestFirst: StoredMessage[]): Date | null {
  let since: Date | null = null;
  for (const message of newestFirst) {
    if (message.authorRole === "admin") break;
    since = message.at;
  }
  return since;
}
