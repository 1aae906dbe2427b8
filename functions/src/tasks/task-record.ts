/**
 * A task as Firestore holds it, and as the API sends it: the one place that reads a task document, and the
 * open-task counters every write that changes a pending task keeps up to date.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from "firebase-admin/firestore";
import type { Task, TaskEvent, TaskEventType } from "@common/api-types";
import {
  CATEGORIES,
  COLLECTIONS,
  TASK_HISTORY_MAX,
  TASK_STATUSES,
  type Category,
  type TaskStatus,
} from "@common/constants";
import { acceptsAudio } from "@common/task-state";
import { proofFileOf } from "../files/file-urls";

/** A task as stored. `deadline` is a calendar date `YYYY-MM-DD`, the same day in every time zone. */
export interface TaskRecord {
  name: string;
  instructions: string;
  deadline: string;
  category: Category;
  assignedTo: string;
  status: TaskStatus;
  /** The current proof's files, photos first: what `proofUrl` and `proof` name. */
  proofKeys: string[];
  /** The plan (one request with repetition or several students) the task came from, or null. */
  planId: string | null;
  audioAllowed: boolean;
}

export type NewTask = Omit<TaskRecord, "status" | "proofKeys" | "planId" | "audioAllowed"> &
  Partial<Pick<TaskRecord, "status" | "proofKeys" | "planId" | "audioAllowed">>;

/** One event of a task's history as stored: who by id and name, and the files of a proof sent back. */
export interface StoredEvent {
  type: TaskEventType;
  at: Timestamp;
  by: string;
  byName: string;
  reason?: string;
  comment?: string;
  proofKeys?: string[];
}

/**
 * A stored task with what only the server sees: its files' keys, those its history keeps, and the admin's
 * own choice of a recording (the API sends whether one is accepted, which Speaking implies).
 */
export interface StoredTask extends Omit<Task, "history" | "audioAllowed"> {
  proofKeys: string[];
  history: StoredEvent[];
  audioAllowed: boolean;
}

export const newTaskRecord = (input: NewTask): TaskRecord => ({
  status: "pending",
  proofKeys: [],
  planId: null,
  audioAllowed: false,
  ...input,
});

/** The fields a new task document starts with beyond its record: nothing sent, nothing reviewed. */
export const NEW_TASK_REVIEW_FIELDS = {
  awaitingReview: false,
  submittedAt: null,
  submittedOn: null,
  redoReason: null,
  feedback: null,
  history: [],
};

const optionalText = (value: unknown) => (typeof value === "string" && value ? value : undefined);
const keysOf = (value: unknown) => (Array.isArray(value) ? value.filter((key) => typeof key === "string") : []);

/** The current proof's keys; tasks stored before several files were allowed had one `proofKey`. */
function proofKeysOf(data: Record<string, unknown>): string[] {
  if (Array.isArray(data.proofKeys)) return keysOf(data.proofKeys);
  return typeof data.proofKey === "string" ? [data.proofKey] : [];
}

function historyOf(data: Record<string, unknown>): StoredEvent[] {
  return (Array.isArray(data.history) ? data.history : []).filter(
    (event): event is StoredEvent => typeof event === "object" && event !== null && event.at instanceof Timestamp,
  );
}

export function toStoredTask(snapshot: DocumentSnapshot): StoredTask | null {
  const data = snapshot.data();
  if (!data) return null;
  const task: StoredTask = {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    instructions: String(data.instructions ?? ""),
    deadline: String(data.deadline ?? ""),
    category: CATEGORIES.includes(data.category) ? data.category : "Other",
    assignedTo: String(data.assignedTo ?? ""),
    status: TASK_STATUSES.includes(data.status) ? data.status : "pending",
    proofKeys: proofKeysOf(data),
    history: historyOf(data),
    audioAllowed: data.audioAllowed === true,
  };
  const [firstKey] = task.proofKeys;
  if (firstKey) {
    task.proofUrl = proofFileOf(firstKey).url;
    task.proof = task.proofKeys.map(proofFileOf);
  }
  if (typeof data.planId === "string") task.planId = data.planId;
  if (data.submittedAt instanceof Timestamp && firstKey) {
    task.submittedAt = data.submittedAt.toDate().toISOString();
    // On time means sent by the end of the deadline's day where the student was (see ReviewRepository).
    task.late = typeof data.submittedOn === "string" && data.submittedOn > task.deadline;
  }
  const redoReason = optionalText(data.redoReason);
  if (redoReason && task.status === "pending") task.redoReason = redoReason;
  const feedback = optionalText(data.feedback);
  if (feedback && task.status === "completed") task.feedback = feedback;
  return task;
}

/** A stored event as the API sends it: names, not ids; URLs, not keys. */
export function toTaskEvent(event: StoredEvent): TaskEvent {
  const sent: TaskEvent = { type: event.type, at: event.at.toDate().toISOString(), by: event.byName };
  if (event.reason) sent.reason = event.reason;
  if (event.comment) sent.comment = event.comment;
  if (event.proofKeys?.length) sent.proof = event.proofKeys.map(proofFileOf);
  return sent;
}

/** The task as the API sends it: without keys, with its history readable. */
export function toTask(snapshot: DocumentSnapshot): Task | null {
  const stored = toStoredTask(snapshot);
  return stored ? publicTask(stored) : null;
}

export function publicTask({ proofKeys: _proofKeys, history, ...stored }: StoredTask): Task {
  const task: Task = { ...stored, audioAllowed: acceptsAudio(stored) };
  return history.length > 0 ? { ...task, history: history.map(toTaskEvent) } : task;
}

/** Every file a task refers to: its current proof and the proofs its history keeps. */
export const filesOf = (task: Pick<StoredTask, "proofKeys" | "history">): string[] => [
  ...task.proofKeys,
  ...task.history.flatMap((event) => event.proofKeys ?? []),
];

/**
 * Appends an event, keeping the newest TASK_HISTORY_MAX; returns the new history and the files of the events
 * that fell off, which the caller deletes once the task no longer refers to them.
 */
export function withEvent(history: StoredEvent[], event: StoredEvent): { history: StoredEvent[]; dropped: string[] } {
  const all = [...history, event];
  const kept = all.slice(-TASK_HISTORY_MAX);
  const dropped = all.slice(0, all.length - kept.length).flatMap((old) => old.proofKeys ?? []);
  return { history: kept, dropped };
}

export const newEvent = (
  type: TaskEventType,
  actor: { _id: string; name: string },
  details: Partial<Pick<StoredEvent, "reason" | "comment" | "proofKeys">> = {},
): StoredEvent => ({ type, at: Timestamp.now(), by: actor._id, byName: actor.name, ...details });

/**
 * Every student's pending tasks are counted per deadline on their user document (`openByDeadline`), in the
 * same write as each change, so the Users page reads open and overdue counts without reading any task.
 */
export const OPEN_COUNTS_FIELD = "openByDeadline";

export type Writer = Transaction | WriteBatch;

/**
 * Adds `delta` pending tasks due on each date to the student's counts, without reading them: new tasks, and
 * the reviews' ±1 (many at once for one student, which must not wait on each other's locks). A date brought
 * to 0 here stays until applyOpenCounts, which edits and deletions use, drops it.
 */
export function countOpen(db: Firestore, writer: Writer, userId: string, changes: Map<string, number>): void {
  const pairs: unknown[] = [];
  for (const [date, delta] of changes) {
    if (delta !== 0) pairs.push(new FieldPath(OPEN_COUNTS_FIELD, date), FieldValue.increment(delta));
  }
  if (pairs.length === 0) return;
  const [field, value, ...rest] = pairs;
  (writer as WriteBatch).update(db.collection(COLLECTIONS.users).doc(userId), field as FieldPath, value, ...rest);
}

/**
 * In a transaction that read the student's record: writes their new counts exactly, and drops every date at 0
 * (those this change empties, and any a review left), so the record keeps only dates with pending tasks: it
 * is read on every request of theirs, and must stay small whatever edits move tasks around.
 */
export function applyOpenCounts(transaction: Transaction, student: DocumentSnapshot, changes: Map<string, number>) {
  const current = (student.get(OPEN_COUNTS_FIELD) ?? {}) as Record<string, unknown>;
  const pairs: unknown[] = [];
  for (const [date, count] of Object.entries(current)) {
    if (!changes.has(date) && !(typeof count === "number" && count > 0)) {
      pairs.push(new FieldPath(OPEN_COUNTS_FIELD, date), FieldValue.delete());
    }
  }
  for (const [date, delta] of changes) {
    if (delta === 0) continue;
    const before = typeof current[date] === "number" ? (current[date] as number) : 0;
    const after = before + delta;
    pairs.push(new FieldPath(OPEN_COUNTS_FIELD, date), after > 0 ? after : FieldValue.delete());
  }
  if (pairs.length === 0) return;
  const [field, value, ...rest] = pairs;
  transaction.update(student.ref, field as FieldPath, value, ...rest);
}

/** The counter changes that a set of tasks brings (or takes away, with sign -1). */
export function openCounts(
  tasks: Pick<TaskRecord, "deadline" | "status">[],
  sign: 1 | -1,
  into = new Map<string, number>(),
) {
  for (const task of tasks) {
    if (task.status !== "pending") continue;
    into.set(task.deadline, (into.get(task.deadline) ?? 0) + sign);
  }
  return into;
}

/** The user's record, read in the transaction; null when the account is gone. */
export async function readUser(db: Firestore, transaction: Transaction, userId: string) {
  const snapshot = await transaction.get(db.collection(COLLECTIONS.users).doc(userId));
  return snapshot.exists ? snapshot : null;
}
