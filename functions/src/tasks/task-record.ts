/**
 * A task as Firestore holds it, and as the API sends it: the one place that reads a task document, and what
 * each change of tasks brings to the counts on the student's record (users/student-counts-record.ts writes them).
 */
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import type { Task, TaskEvent, TaskEventType, ThreadSummary } from "@common/api-types";
import { isCalendarDate } from "@common/calendar-date";
import { TASK_HISTORY_MAX, TASK_STATUSES, type Category, type TaskStatus } from "@common/constants";
import { isOnTime } from "@common/progress";
import { acceptsAudio } from "@common/task-state";
import { fileUrl, proofFileOf } from "../files/file-urls";
import { taskContentOf } from "../lib/firestore/task-content";
import type { CountChanges } from "../users/student-counts-record";

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

/**
 * One event of a task's history as stored: who by id and name, the files of a proof sent back, and the admin's
 * voice comment with a review.
 */
export interface StoredEvent {
  type: TaskEventType;
  at: Timestamp;
  by: string;
  byName: string;
  reason?: string;
  comment?: string;
  proofKeys?: string[];
  voiceKey?: string;
}

/**
 * A stored task with what only the server sees: its files' keys, those its history keeps, and the admin's
 * own choice of a recording (the API sends whether one is accepted, which Speaking implies).
 */
export interface StoredTask extends Omit<Task, "history" | "audioAllowed"> {
  proofKeys: string[];
  history: StoredEvent[];
  audioAllowed: boolean;
  /** The student's calendar day when the current or verified proof was sent. */
  submittedOn: string | null;
  /** When the task was verified (completed), as an ISO instant. */
  completedAt: string | null;
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
    ...taskContentOf(data),
    deadline: String(data.deadline ?? ""),
    assignedTo: String(data.assignedTo ?? ""),
    status: TASK_STATUSES.includes(data.status) ? data.status : "pending",
    proofKeys: proofKeysOf(data),
    history: historyOf(data),
    audioAllowed: data.audioAllowed === true,
    submittedOn: typeof data.submittedOn === "string" ? data.submittedOn : null,
    completedAt: data.completedAt instanceof Timestamp ? data.completedAt.toDate().toISOString() : null,
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
  const voiceComment = shownVoiceComment(task);
  if (voiceComment) task.voiceComment = fileUrl(voiceComment);
  const thread = threadOf(data);
  if (thread) task.thread = thread;
  return task;
}

/**
 * The task's `thread` field, written by the conversations' repository in the same transaction as each message:
 * `version` (moves with every message written, edited or deleted), `unread` (the admins' messages the student has
 * not read), `question` and `questionAt` (a student's message waits for an answer, since then), `readAt` (when the
 * student last read it) and `mailedAt` (the last e-mail about it). Cleared when the task moves to another student.
 */
export const THREAD_FIELD = "thread";

function threadOf(data: Record<string, unknown>): ThreadSummary | null {
  const thread = data[THREAD_FIELD] as Record<string, unknown> | undefined;
  if (!thread || typeof thread !== "object" || typeof thread.version !== "number" || thread.version <= 0) return null;
  const summary: ThreadSummary = { version: thread.version, unread: Math.max(0, Number(thread.unread) || 0) };
  if (thread.question === true && thread.questionAt instanceof Timestamp) {
    summary.questionAt = thread.questionAt.toDate().toISOString();
  }
  return summary;
}

/**
 * The voice comment of the review the task shows, kept on its event: the approval of a completed task, or the
 * send-back of one waiting for a new proof (the next event, a proof sent or a reopening, ends it).
 */
function shownVoiceComment(task: StoredTask): string | undefined {
  const last = task.history.at(-1);
  if (!last?.voiceKey) return undefined;
  const shown =
    (last.type === "approved" && task.status === "completed") ||
    (last.type === "sent_back" && task.status === "pending" && task.proofKeys.length === 0);
  return shown ? last.voiceKey : undefined;
}

/** A stored event as the API sends it: names, not ids; URLs, not keys. */
export function toTaskEvent(event: StoredEvent): TaskEvent {
  const sent: TaskEvent = { type: event.type, at: event.at.toDate().toISOString(), by: event.byName };
  if (event.reason) sent.reason = event.reason;
  if (event.comment) sent.comment = event.comment;
  if (event.voiceKey) sent.voiceComment = fileUrl(event.voiceKey);
  if (event.proofKeys?.length) sent.proof = event.proofKeys.map(proofFileOf);
  return sent;
}

/** The task as the API sends it: without keys, with its history readable. */
export function toTask(snapshot: DocumentSnapshot): Task | null {
  const stored = toStoredTask(snapshot);
  return stored ? publicTask(stored) : null;
}

export function publicTask({
  proofKeys: _proofKeys,
  history,
  submittedOn: _submittedOn,
  completedAt: _completedAt,
  ...stored
}: StoredTask): Task {
  const task: Task = { ...stored, audioAllowed: acceptsAudio(stored) };
  return history.length > 0 ? { ...task, history: history.map(toTaskEvent) } : task;
}

/** The files an event keeps: a proof sent back, and a voice comment. */
const eventFiles = (event: StoredEvent): string[] => [
  ...(event.proofKeys ?? []),
  ...(event.voiceKey ? [event.voiceKey] : []),
];

/** Every file a task refers to: its current proof, and the proofs and voice comments its history keeps. */
export const filesOf = (task: Pick<StoredTask, "proofKeys" | "history">): string[] => [
  ...task.proofKeys,
  ...task.history.flatMap(eventFiles),
];

/**
 * Whether a task holds the student's work: a proof sent (the current one, or one its history keeps) or the task
 * verified. Such a task stays with the student who did it, whatever a change of a plan or a group does.
 */
export const holdsWork = (task: Pick<StoredTask, "proofKeys" | "history" | "status">): boolean =>
  task.status === "completed" || filesOf(task).length > 0 || task.history.length > 0;

/**
 * Appends an event, keeping the newest TASK_HISTORY_MAX; returns the new history and the files of the events
 * that fell off, which the caller deletes once the task no longer refers to them.
 */
export function withEvent(history: StoredEvent[], event: StoredEvent): { history: StoredEvent[]; dropped: string[] } {
  const all = [...history, event];
  const kept = all.slice(-TASK_HISTORY_MAX);
  const dropped = all.slice(0, all.length - kept.length).flatMap(eventFiles);
  return { history: kept, dropped };
}

export const newEvent = (
  type: TaskEventType,
  actor: { _id: string; name: string },
  details: Partial<Pick<StoredEvent, "reason" | "comment" | "proofKeys" | "voiceKey">> = {},
): StoredEvent => ({ type, at: Timestamp.now(), by: actor._id, byName: actor.name, ...details });

/** A task as the counts see it. */
export type CountedTask = Pick<TaskRecord, "deadline" | "status"> & { proofKeys: string[]; submittedOn: string | null };

/** What the tasks `after` bring to their student's counts compared with the same tasks `before`. */
export function countChanges(before: CountedTask[], after: CountedTask[]): CountChanges {
  const changes: CountChanges = new Map();
  const add = (task: CountedTask, sign: 1 | -1) => {
    // A task without a real deadline (stored by hand, or broken) counts nowhere: no date to count it on.
    if (!isCalendarDate(task.deadline)) return;
    const change = changes.get(task.deadline) ?? { open: 0, due: 0, onTime: 0 };
    change.open += task.status === "pending" ? sign : 0;
    change.due += sign;
    change.onTime += isOnTime({ ...task, hasProof: task.proofKeys.length > 0 }) ? sign : 0;
    changes.set(task.deadline, change);
  };
  before.forEach((task) => add(task, -1));
  after.forEach((task) => add(task, 1));
  return changes;
}
