/**
 * A task's proof and review (requirements §4): the student sends or removes a proof; the admin verifies it
 * (completes the task), sends it back with a reason, or reopens a completed task; the inbox lists what
 * awaits review, oldest submission first. Each change is one transaction with the open-task counts, the
 * task's history and the student's notification.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import type { Task } from "@common/api-types";
import { COLLECTIONS, type TaskStatus } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { acceptsAudio } from "@common/task-state";
import type { ReviewInput } from "@common/validation";
import { badRequest, conflict, notFound } from "../errors";
import { chunksOf, MAX_BATCH_WRITES, MAX_IN_VALUES } from "../lib/firestore/batches";
import { GRPC_STATUS, hasGrpcStatus } from "../lib/firestore/grpc-status";
import { decodeCursor, encodeCursor } from "../lib/firestore/page-cursor";
import { proofFileOf } from "../files/file-urls";
import type { NewNotification, NotificationRepository } from "../notifications/notification-repository";
import { countTasks, readUser } from "../users/student-counts-record";
import {
  countChanges,
  newEvent,
  publicTask,
  THREAD_FIELD,
  toStoredTask,
  withEvent,
  type CountedTask,
  type StoredEvent,
  type StoredTask,
} from "../tasks/task-record";

/** What a review step changes of the facts the student's counts depend on. */
type CountedChange = Partial<Pick<CountedTask, "status" | "proofKeys" | "submittedOn">>;

const TASK_NOT_FOUND = "There is no such task.";
const TASK_COMPLETED = "This task is already completed: its proof can no longer change.";
const PROOF_CHANGED = "The student changed the proof since you opened it: look at the new one before you decide.";
const APPROVED_MEANWHILE = "This task is already completed: someone approved it meanwhile.";
const REOPEN_FIRST = "This task is already completed: reopen it first.";

export interface Actor {
  _id: string;
  name: string;
}

/** A proof as sent: its files' keys, and the calendar day it was sent on where the student was. */
export interface Submission {
  keys: string[];
  sentOn: string;
}

/** What the student is told of a review: the task, the admin's comment or reason, and whether a voice comment came. */
export type OnCompleted = (task: Task, comment?: string, voice?: boolean) => NewNotification;
export type OnSentBack = (task: Task, reason: string, voice?: boolean) => NewNotification;

interface Completion {
  seenProofUrl: string | null | undefined;
  comment?: string;
  /** The admin's voice comment, already stored under the task's student. */
  voiceKey?: string;
  admin: Actor;
  notifications: NotificationRepository;
  onCompleted: OnCompleted;
  ifCompleted: "ignore" | "refuse";
}

/** Why a task of a batch approval was left as it was. */
export type LeftReason =
  "noTask" | "completed" | "proofChanged" | "proofRemoved" | "sentBack" | "noProof" | "studentGone";

/** What became of one task of a batch approval. */
export type ApprovalOutcome =
  { taskId: string; approved: true } | { taskId: string; approved: false; reason: LeftReason };

/** A task of a batch approval, with the proof the admin saw (its first file's URL). */
export interface SeenProof {
  taskId: string;
  proofUrl: string;
}

/**
 * The most writes one approval of a batch brings: its task, and when it is its student's only one, their counts,
 * their notification and its unread count.
 */
const WRITES_PER_APPROVAL = 4;

/** A page of the review inbox, and where the next one starts (null at the end). */
export interface ReviewPage {
  tasks: Task[];
  next: string | null;
}

/**
 * The inbox's two lists, each a flag on the task and the time it is ordered by: proofs awaiting review, and
 * questions (a student's message waiting for an answer, kept by the conversations' repository).
 */
const INBOX_LISTS = {
  proofs: { flag: "awaitingReview", since: "submittedAt" },
  questions: { flag: `${THREAD_FIELD}.question`, since: `${THREAD_FIELD}.questionAt` },
} as const;
type InboxList = (typeof INBOX_LISTS)[keyof typeof INBOX_LISTS];

export class ReviewRepository {
  constructor(private readonly db: Firestore) {}

  private get collection() {
    return this.db.collection(COLLECTIONS.tasks);
  }

  /** A student's record, whose counts follow their tasks (users/student-counts-record.ts). */
  private userRef(id: string) {
    return this.db.collection(COLLECTIONS.users).doc(id);
  }

  /** The same checks as submit, before any file is stored: a refused upload costs no work. */
  async assertProofCanChange(id: string, userId: string): Promise<StoredTask> {
    const task = toStoredTask(await this.collection.doc(id).get());
    if (!task || task.assignedTo !== userId) throw notFound(TASK_NOT_FOUND);
    if (task.status === "completed") throw conflict(TASK_COMPLETED);
    return task;
  }

  /**
   * Points the student's task at a new proof (or at none, to remove it) and returns the keys it replaced, which
   * the caller deletes once nothing refers to them. A new proof awaits review, clears a request to redo, and is
   * written in the task's history. Refuses another student's task (404) and a completed one (409).
   */
  async setProof(
    id: string,
    student: Actor,
    submission: Submission | null,
  ): Promise<{ previousKeys: string[]; submitted: boolean }> {
    const ref = this.collection.doc(id);
    return withStudent(
      this.db.runTransaction(async (transaction) => {
        const task = toStoredTask(await transaction.get(ref));
        if (!task || task.assignedTo !== student._id) throw notFound(TASK_NOT_FOUND);
        if (task.status === "completed") throw conflict(TASK_COMPLETED);
        // Nothing to remove: nothing to write (a double click, or a storm of them, costs a read).
        if (!submission && task.proofKeys.length === 0) return { previousKeys: [], submitted: false };
        // A recording only where the task takes one, checked again here: an edit may have changed that meanwhile.
        if (submission?.keys.some((key) => proofFileOf(key).kind === "audio") && !acceptsAudio(task)) {
          throw badRequest(MESSAGES.audioNotAllowed);
        }
        const after = { ...task, proofKeys: submission?.keys ?? [], submittedOn: submission?.sentOn ?? null };
        // Whether the task is done on time may change: the student's counts follow (see countTasks).
        countTasks(transaction, this.userRef(student._id), countChanges([task], [after]));
        if (!submission) {
          transaction.update(ref, {
            proofKeys: [],
            proofKey: FieldValue.delete(),
            awaitingReview: false,
            submittedAt: null,
            submittedOn: null,
            updatedAt: FieldValue.serverTimestamp(),
          });
          return { previousKeys: task.proofKeys, submitted: false };
        }
        // A proof replaced before anyone reviewed it is the same step: its event is replaced too, so that a
        // student's uploads alone can never push the admin's reviews out of the history.
        const last = task.history.at(-1);
        const replacing = last?.type === "submitted" || last?.type === "resubmitted";
        const earlier = replacing ? task.history.slice(0, -1) : task.history;
        const again = earlier.some((event) => event.type === "submitted" || event.type === "resubmitted");
        const { history, dropped } = withEvent(earlier, newEvent(again ? "resubmitted" : "submitted", student));
        transaction.update(ref, {
          proofKeys: submission.keys,
          proofKey: FieldValue.delete(),
          awaitingReview: true,
          submittedAt: FieldValue.serverTimestamp(),
          submittedOn: submission.sentOn,
          redoReason: null,
          history,
          updatedAt: FieldValue.serverTimestamp(),
        });
        return { previousKeys: [...task.proofKeys, ...dropped], submitted: true };
      }),
      "Your account no longer exists.",
    );
  }

  /**
   * The spec's status change (PATCH /api/tasks/update): completing verifies the proof there is, reopening
   * takes a completed task back to pending (its proof, if any, awaits review again). Completing a task whose
   * proof is no longer `seenProofUrl` (when given) is a 409: the admin verifies what they saw. The student
   * is told of a completion once per proof.
   */
  async setStatus(
    id: string,
    status: TaskStatus,
    seenProofUrl: string | null | undefined,
    admin: Actor,
    notifications: NotificationRepository,
    onCompleted: OnCompleted,
  ): Promise<{ task: Task; droppedKeys: string[] }> {
    if (status === "completed") {
      return this.complete(id, { seenProofUrl, admin, notifications, onCompleted, ifCompleted: "ignore" });
    }
    return this.change(id, async (task, transaction) => {
      if (task.status === "pending") return null;
      // A task whose student has since become an admin stays done: admins have no open tasks of their own.
      if ((await readUser(transaction, this.userRef(task.assignedTo)))?.get("role") !== "student") {
        throw conflict("This task's owner is no longer a student: it cannot be reopened.");
      }
      return {
        fields: {
          status: "pending",
          awaitingReview: task.proofKeys.length > 0,
          feedback: null,
          completedAt: null,
          // Its proof waits again, at the back of the inbox's queue.
          ...(task.proofKeys.length > 0 ? { submittedAt: FieldValue.serverTimestamp() } : {}),
        },
        event: newEvent("reopened", admin),
        counted: { status: "pending" },
      };
    });
  }

  /**
   * The checks of a review before its voice comment is stored (a refused review stores nothing): the task, not
   * completed, with the proof the admin saw. Returns the task, whose student the file is kept under. The review's
   * transaction checks all of it again.
   */
  async assertReviewable(id: string, input: ReviewInput): Promise<StoredTask> {
    const task = toStoredTask(await this.collection.doc(id).get());
    if (!task) throw notFound(TASK_NOT_FOUND);
    if (task.status === "completed") throw conflict(input.decision === "approve" ? APPROVED_MEANWHILE : REOPEN_FIRST);
    assertSeen(task, input.proofUrl);
    return task;
  }

  /**
   * An admin's review from the inbox: approve (with an optional comment) or send back; `voiceKey`, a voice comment
   * already stored under the task's student, is kept on the review's event.
   */
  async review(
    id: string,
    input: ReviewInput,
    admin: Actor,
    notifications: NotificationRepository,
    onCompleted: OnCompleted,
    onSentBack: OnSentBack,
    voiceKey?: string,
  ): Promise<{ task: Task; droppedKeys: string[] }> {
    if (input.decision === "approve") {
      const { proofUrl: seenProofUrl, comment } = input;
      const completion = { seenProofUrl, comment, voiceKey, admin, notifications, onCompleted };
      return this.complete(id, { ...completion, ifCompleted: "refuse" });
    }
    const { reason } = input;
    return this.change(id, async (task, transaction) => {
      if (task.status === "completed") throw conflict(REOPEN_FIRST);
      assertSeen(task, input.proofUrl);
      assertVoiceOf(task, voiceKey);
      notifications.createIn(transaction, onSentBack(publicTask(task), reason, voiceKey !== undefined));
      return {
        // The proof goes into the history, for the record; the task waits for a new one.
        fields: {
          proofKeys: [],
          proofKey: FieldValue.delete(),
          awaitingReview: false,
          redoReason: reason,
          submittedAt: null,
          submittedOn: null,
        },
        event: newEvent("sent_back", admin, { reason, proofKeys: task.proofKeys, ...(voiceKey ? { voiceKey } : {}) }),
        counted: { proofKeys: [], submittedOn: null },
      };
    });
  }

  /**
   * Several proofs approved at once, with one optional comment: one transaction reads every task and approves
   * those whose proof is still the one the admin saw (the others are left as they are, each with why), moves each
   * student's counts as a single approval does, and tells each student once (`onApproved`, with all their tasks
   * approved, in the order asked). Returns each task's outcome in the order asked, and the files of history
   * events that fell off, which the caller deletes.
   */
  async approveMany(
    items: SeenProof[],
    comment: string | undefined,
    admin: Actor,
    notifications: NotificationRepository,
    onApproved: (tasks: Task[], comment?: string) => NewNotification,
  ): Promise<{ outcomes: ApprovalOutcome[]; droppedKeys: string[] }> {
    if (items.length * WRITES_PER_APPROVAL > MAX_BATCH_WRITES) {
      throw new Error(`A batch of ${items.length} approvals may not fit in one transaction`);
    }
    const studentOf = new Map<string, string>();
    try {
      return await this.approveTogether(items, comment, admin, notifications, onApproved, studentOf);
    } catch (error) {
      if (!hasGrpcStatus(error, GRPC_STATUS.NOT_FOUND)) throw error;
    }
    // A student's record went meanwhile (their account is being deleted): each student's tasks on their own, so
    // that the others' still land.
    const byStudent = new Map<string, SeenProof[]>();
    for (const item of items) {
      const student = studentOf.get(item.taskId) ?? "";
      byStudent.set(student, [...(byStudent.get(student) ?? []), item]);
    }
    const outcomes = new Map<string, ApprovalOutcome>();
    const droppedKeys: string[] = [];
    for (const group of byStudent.values()) {
      try {
        const done = await this.approveTogether(group, comment, admin, notifications, onApproved, studentOf);
        for (const outcome of done.outcomes) outcomes.set(outcome.taskId, outcome);
        droppedKeys.push(...done.droppedKeys);
      } catch (error) {
        if (!hasGrpcStatus(error, GRPC_STATUS.NOT_FOUND)) throw error;
        for (const { taskId } of group) outcomes.set(taskId, { taskId, approved: false, reason: "studentGone" });
      }
    }
    return { outcomes: items.flatMap(({ taskId }) => outcomes.get(taskId) ?? []), droppedKeys };
  }

  /** One transaction of approveMany (see there); notes each task's student in `studentOf`. */
  private approveTogether(
    items: SeenProof[],
    comment: string | undefined,
    admin: Actor,
    notifications: NotificationRepository,
    onApproved: (tasks: Task[], comment?: string) => NewNotification,
    studentOf: Map<string, string>,
  ): Promise<{ outcomes: ApprovalOutcome[]; droppedKeys: string[] }> {
    return this.db.runTransaction(async (transaction) => {
      const snapshots = await transaction.getAll(...items.map(({ taskId }) => this.collection.doc(taskId)));
      const outcomes: ApprovalOutcome[] = [];
      const droppedKeys: string[] = [];
      const approved = new Map<string, { tasks: StoredTask[]; news: boolean }>();
      items.forEach(({ taskId, proofUrl }, index) => {
        const snapshot = snapshots[index];
        const task = snapshot ? toStoredTask(snapshot) : null;
        if (!snapshot || !task) {
          outcomes.push({ taskId, approved: false, reason: "noTask" });
          return;
        }
        studentOf.set(taskId, task.assignedTo);
        const reason = whyLeft(task, proofUrl);
        if (reason) {
          outcomes.push({ taskId, approved: false, reason });
          return;
        }
        const proof = task.proofKeys[0] ?? "";
        const { history, dropped } = withEvent(task.history, newEvent("approved", admin, comment ? { comment } : {}));
        droppedKeys.push(...dropped);
        transaction.update(snapshot.ref, {
          status: "completed",
          awaitingReview: false,
          feedback: comment ?? null,
          completedAt: FieldValue.serverTimestamp(),
          completionAnnouncedFor: proof,
          history,
          updatedAt: FieldValue.serverTimestamp(),
        });
        // As a single approval: a proof the student was already told of, without a comment, is no news.
        const student = approved.get(task.assignedTo) ?? { tasks: [], news: false };
        student.tasks.push(task);
        student.news ||= snapshot.get("completionAnnouncedFor") !== proof || comment !== undefined;
        approved.set(task.assignedTo, student);
        outcomes.push({ taskId, approved: true });
      });
      for (const [studentId, { tasks, news }] of approved) {
        const after = tasks.map((task) => ({ ...task, status: "completed" as const }));
        countTasks(transaction, this.userRef(studentId), countChanges(tasks, after));
        if (news) notifications.createIn(transaction, onApproved(tasks.map(publicTask), comment));
      }
      return { outcomes, droppedKeys };
    });
  }

  /** Completing a task: the spec's status change ignores a task already completed, a review refuses it. */
  private complete(id: string, completion: Completion) {
    const { seenProofUrl, comment, voiceKey, admin, notifications, onCompleted, ifCompleted } = completion;
    return this.change(id, async (task, transaction, snapshot) => {
      if (task.status === "completed") {
        if (ifCompleted === "refuse") throw conflict(APPROVED_MEANWHILE);
        return null;
      }
      if (seenProofUrl !== undefined) assertSeen(task, seenProofUrl);
      assertVoiceOf(task, voiceKey);
      const proof = task.proofKeys[0] ?? "";
      // Once per proof: two completions at once, or reopening and completing again, tell the student once;
      // a comment (written or spoken), though, is always news.
      const voice = voiceKey !== undefined;
      const announce = snapshot.get("completionAnnouncedFor") !== proof || comment !== undefined || voice;
      if (announce) notifications.createIn(transaction, onCompleted(publicTask(task), comment, voice));
      return {
        fields: {
          status: "completed",
          awaitingReview: false,
          feedback: comment ?? null,
          completedAt: FieldValue.serverTimestamp(),
          ...(announce ? { completionAnnouncedFor: proof } : {}),
        },
        event: newEvent("approved", admin, { ...(comment ? { comment } : {}), ...(voiceKey ? { voiceKey } : {}) }),
        counted: { status: "completed" },
      };
    });
  }

  /**
   * One transaction around a review step: reads the task, lets `step` decide (null: nothing to do), then
   * writes its fields and history event, and moves the student's counts by what changed. The counts are
   * increments that do not read the student's record: reviews of one student's tasks at once (a class's
   * proofs approved in a row) then never wait on each other's locks. A date whose count reaches 0 stays until
   * a plan, an edit or a deletion for that student tidies the record (see applyCounts).
   */
  private async change(
    id: string,
    step: (
      task: StoredTask,
      transaction: Transaction,
      snapshot: DocumentSnapshot,
    ) => Promise<{ fields: Record<string, unknown>; event: StoredEvent; counted: CountedChange } | null>,
  ): Promise<{ task: Task; droppedKeys: string[] }> {
    const ref = this.collection.doc(id);
    const dropped = await withStudent(
      this.db.runTransaction(async (transaction) => {
        const snapshot = await transaction.get(ref);
        const task = toStoredTask(snapshot);
        if (!task) throw notFound(TASK_NOT_FOUND);
        const change = await step(task, transaction, snapshot);
        if (!change) return [];
        const { history, dropped: droppedKeys } = withEvent(task.history, change.event);
        transaction.update(ref, { ...change.fields, history, updatedAt: FieldValue.serverTimestamp() });
        countTasks(transaction, this.userRef(task.assignedTo), countChanges([task], [{ ...task, ...change.counted }]));
        return droppedKeys;
      }),
      "This task's student no longer exists: the task can only be deleted.",
    );
    const task = toStoredTask(await ref.get());
    if (!task) throw notFound(TASK_NOT_FOUND);
    return { task: publicTask(task), droppedKeys: dropped };
  }

  /**
   * Every pending task with a proof, oldest submission first, a page at a time: a cursor query, so the 500th
   * item costs what the 1st does. Needs the composite index (awaitingReview, submittedAt, __name__).
   */
  async awaitingReview(limit: number, cursor?: string, students?: string[]): Promise<ReviewPage> {
    return this.queue(INBOX_LISTS.proofs, limit, cursor, students);
  }

  /**
   * Every task whose student's message waits for an admin's answer, the longest waiting first, a page at a time
   * (as awaitingReview). Needs the composite index (thread.question, thread.questionAt, __name__).
   */
  async withQuestions(limit: number, cursor?: string, students?: string[]): Promise<ReviewPage> {
    return this.queue(INBOX_LISTS.questions, limit, cursor, students);
  }

  /** A page of one of the inbox's lists (see awaitingReview). */
  private async queue(list: InboxList, limit: number, cursor?: string, students?: string[]): Promise<ReviewPage> {
    const pageOf = (chunk?: string[]) => {
      let query = this.collection.where(list.flag, "==", true);
      if (chunk) query = query.where("assignedTo", "in", chunk);
      // One more than a page: whether there is a next page is known now, not from an empty page later.
      query = query
        .orderBy(list.since)
        .orderBy(FieldPath.documentId())
        .limit(limit + 1);
      if (!cursor) return query.get();
      const { at, id } = decodeCursor(cursor);
      return query.startAfter(at, id).get();
    };
    // A group's inbox: a query per 30 students, in the same order from the same cursor, merged.
    const snapshots = students
      ? await Promise.all(chunksOf(students, MAX_IN_VALUES).map((chunk) => pageOf(chunk)))
      : [await pageOf()];
    const docs = snapshots
      .flatMap((snapshot) => snapshot.docs)
      .sort((a, b) => {
        const [atA, atB] = [a.get(list.since) as Timestamp, b.get(list.since) as Timestamp];
        return atA.toMillis() - atB.toMillis() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      });
    const page = docs.slice(0, limit);
    const tasks = page.map((doc) => toStoredTask(doc)).filter((task): task is StoredTask => task !== null);
    const last = page.at(-1);
    const lastAt = last?.get(list.since);
    const next = docs.length > limit && last && lastAt instanceof Timestamp ? encodeCursor(lastAt, last.id) : null;
    return { tasks: tasks.map(publicTask), next };
  }

  /**
   * How many tasks await review: a count aggregation (one read per 1,000 tasks counted); of a group's students, a
   * count per 30 of them.
   */
  async countAwaitingReview(students?: string[], list: InboxList = INBOX_LISTS.proofs): Promise<number> {
    const all = this.collection.where(list.flag, "==", true);
    const queries = students
      ? chunksOf(students, MAX_IN_VALUES).map((chunk) => all.where("assignedTo", "in", chunk))
      : [all];
    const counts = await Promise.all(queries.map(async (query) => (await query.count().get()).data().count));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** How many tasks have a question waiting for an answer: a count aggregation (see countAwaitingReview). */
  async countQuestions(students?: string[]): Promise<number> {
    return this.countAwaitingReview(students, INBOX_LISTS.questions);
  }

  /** How many tasks await review, and when the oldest of them was sent (the class summary). */
  async awaitingReviewSummary(students?: string[]): Promise<{ count: number; oldestSubmittedAt: string | null }> {
    const { count, oldest } = await this.summaryOf(INBOX_LISTS.proofs, students);
    return { count, oldestSubmittedAt: oldest };
  }

  /** How many tasks have a question waiting for an answer, and since when the oldest has waited. */
  async questionsSummary(students?: string[]): Promise<{ count: number; oldestAt: string | null }> {
    const { count, oldest } = await this.summaryOf(INBOX_LISTS.questions, students, true);
    return { count, oldestAt: oldest };
  }

  /**
   * A list's count and its oldest entry; with `oldestIfAny`, the oldest is asked for only when there is one (a
   * read fewer when the list is empty, as questions mostly are; the proofs' are asked for together).
   */
  private async summaryOf(
    list: InboxList,
    students?: string[],
    oldestIfAny = false,
  ): Promise<{ count: number; oldest: string | null }> {
    const all = this.collection.where(list.flag, "==", true);
    // A group's: a count and an oldest per 30 students.
    const queries = students
      ? chunksOf(students, MAX_IN_VALUES).map((chunk) => all.where("assignedTo", "in", chunk))
      : [all];
    const parts = await Promise.all(
      queries.map(async (awaiting) => {
        const oldestOf = () => awaiting.orderBy(list.since).limit(1).get();
        const [count, oldest] = oldestIfAny
          ? await awaiting
              .count()
              .get()
              .then(async (counted) => [counted, counted.data().count > 0 ? await oldestOf() : null] as const)
          : await Promise.all([awaiting.count().get(), oldestOf()]);
        const submittedAt = oldest?.docs[0]?.get(list.since) as unknown;
        return { count: count.data().count, oldest: submittedAt instanceof Timestamp ? submittedAt.toDate() : null };
      }),
    );
    const oldest = parts
      .flatMap((part) => (part.oldest ? [part.oldest] : []))
      .sort((a, b) => a.getTime() - b.getTime())[0];
    return { count: parts.reduce((sum, part) => sum + part.count, 0), oldest: oldest ? oldest.toISOString() : null };
  }
}

/**
 * A transaction that updates the student's counts fails with NOT_FOUND when their record is gone: their account
 * was deleted, and its tasks are going with it. That is a 409 with `message`, not a fault.
 */
async function withStudent<T>(transaction: Promise<T>, message: string): Promise<T> {
  try {
    return await transaction;
  } catch (error) {
    if (hasGrpcStatus(error, GRPC_STATUS.NOT_FOUND)) throw conflict(message);
    throw error;
  }
}

/** Why a batch approval leaves the task as it is (null: it is approved): the checks of a single approval. */
function whyLeft(task: StoredTask, seenProofUrl: string): LeftReason | null {
  if (task.status === "completed") return "completed";
  const current = task.proofUrl ?? null;
  if (current === seenProofUrl) return null;
  if (current) return "proofChanged";
  if (task.redoReason) return "sentBack";
  const sent = task.history.some((event) => event.type === "submitted" || event.type === "resubmitted");
  return sent ? "proofRemoved" : "noProof";
}

/** A voice comment is kept under the task's student, who alone (with the admins) may play it. */
function assertVoiceOf(task: StoredTask, voiceKey: string | undefined) {
  if (voiceKey !== undefined && voiceKey.split("/")[1] !== task.assignedTo) {
    throw conflict("This task moved to another student meanwhile: review it again.");
  }
}

/** A review is of the proof the admin saw: another one (or none) since is a 409. */
function assertSeen(task: StoredTask, seenProofUrl: string | null) {
  const current = publicTask(task).proofUrl ?? null;
  if (current !== seenProofUrl) {
    throw conflict(current ? PROOF_CHANGED : "The student removed the proof since you opened it.");
  }
}
