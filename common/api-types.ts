/** Shapes of the JSON the API sends (requirements §3, §7). */
import type { Category, Role, SocialLabel, TaskStatus } from "./constants";
import type { Language } from "./languages";
import type { NoticeText } from "./notice";

/** Per deadline date: how many tasks were due, and how many of them were done on time. */
export type DayProgress = Record<string, readonly [due: number, onTime: number]>;

export interface ApiResult {
  success: boolean;
  message: string;
}

export interface SocialLink {
  label: SocialLabel;
  url: string;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  role: Role;
  picture: string;
  phoneNumber: string;
  /** Calendar date `YYYY-MM-DD`, or empty when not provided. */
  birthDate: string;
  socialLinks: SocialLink[];
  /** False once an admin deactivated the account: it cannot sign in, its data stays. */
  active: boolean;
  /** ISO instant the account was created, or empty when unknown. */
  createdAt: string;
  /** A student's recent days: tasks due and done on time per deadline date (streaks, on-time rates). */
  progress?: DayProgress;
  /** Their unread notifications and the version of their list, where their record keeps them. */
  notificationCounts?: NotificationCounts;
  /** Their daily reminder, once they chose one. */
  reminder?: ReminderSettings;
  /** An admin's: the group their board, Verify's list, the export and the summary are narrowed to, if any. */
  shownGroup?: string;
  /** The language the app and its messages to them are in; absent until they sign in or someone chooses one. */
  language?: Language;
  /**
   * Present while the account has never been signed in to (accounts made before sign-ins were recorded have none):
   * when its latest invitation e-mail was sent, or null when none was.
   */
  awaitingSignIn?: { invitedAt: string | null };
}

/** A daily reminder: at a time of day (`HH:mm`) on the person's clock, or none; by e-mail too, or not. */
export interface ReminderSettings {
  time: string | null;
  timeZone: string;
  email: boolean;
  /** An admin's digest: students under this on-time rate (percent, last four weeks) count as behind. */
  behindBelow?: number;
}

/** The supervisor's morning summary: the digest's content, and the top of /admin. */
export interface ClassSummary {
  /** The calendar date it is of. */
  today: string;
  /** Proofs waiting for a review, and when the oldest of them was sent (ISO instant). */
  awaitingReview: { count: number; oldestSubmittedAt: string | null };
  /** Students with overdue tasks or an on-time rate (percent, null with nothing due) under `behindBelow`. */
  behind: { _id: string; name: string; overdueTasks: number; onTimeRate: number | null }[];
  behindBelow: number;
  /** Tasks due today across the class. */
  dueToday: number;
  /** Tasks whose student's message waits for an answer, and since when the oldest has waited (ISO instant). */
  questions: { count: number; oldestAt: string | null };
}

/** What the bell polls: how many notifications are unread, and a number that moves whenever the list changes. */
export interface NotificationCounts {
  unread: number;
  version: number;
}

/** A user as the admin's Users page lists them: students carry their open and overdue task counts. */
export interface UserSummary extends User {
  openTasks: number;
  overdueTasks: number;
}

export interface Task {
  _id: string;
  name: string;
  instructions: string;
  /** Calendar date `YYYY-MM-DD`: the same day for every viewer in every time zone. */
  deadline: string;
  category: Category;
  assignedTo: string;
  status: TaskStatus;
  /** The current proof's first file (requirements §3); `proof` lists all of them. */
  proofUrl?: string;
  /** The plan (one Create Task request with repetition) the task came from, if any. */
  planId?: string;
  /** Every file of the current proof: up to five photos and, where allowed, one recording. */
  proof?: ProofFile[];
  /** The student may send a recording: every Speaking task, and any the admin marked. */
  audioAllowed?: boolean;
  /** When the current proof was sent (ISO instant), and whether that was after the deadline's day ended. */
  submittedAt?: string;
  late?: boolean;
  /** Why the admin sent the last proof back; cleared by the next one. */
  redoReason?: string;
  /** The admin's comment on approving. */
  feedback?: string;
  /**
   * The admin's voice comment (its file's URL) with the review the task shows: the approval's feedback, or the
   * send-back's reason while it needs redo.
   */
  voiceComment?: string;
  /** What happened to the task, oldest first (at most TASK_HISTORY_MAX events). */
  history?: TaskEvent[];
  /** Its thread, where it has messages (see Thread). */
  thread?: ThreadSummary;
}

/**
 * What a task says of its thread: a number that moves with every message written, edited or deleted (the
 * thread is fetched again only then), the admins' messages its student has not read, and since when a
 * student's message waits for an admin's answer (ISO instant), if one does.
 */
export interface ThreadSummary {
  version: number;
  unread: number;
  questionAt?: string;
}

/** A message of a task's thread as its reader sees it: deleted ones keep their place, without their text. */
export interface ThreadMessage {
  _id: string;
  /** ISO instant it was written. */
  at: string;
  author: { name: string; role: Role };
  /** Written by the reader: theirs to edit and delete. */
  mine: boolean;
  text: string;
  edited: boolean;
  deleted: boolean;
}

/** One entry of a thread: a message, or an event of the task's history (a proof sent, a review, a reopening). */
export type ThreadEntry = { kind: "message"; message: ThreadMessage } | { kind: "event"; event: TaskEvent };

/** A page of a thread, oldest first, and where the next page starts (null: this is the newest). */
export interface ThreadPage {
  entries: ThreadEntry[];
  next: string | null;
  /** The task's thread as of this read. */
  thread: ThreadSummary;
  /** Asked with the version it still has: nothing new (entries is empty). */
  unchanged?: boolean;
}

export type ProofFileKind = "image" | "audio";

export interface ProofFile {
  url: string;
  kind: ProofFileKind;
}

export type TaskEventType = "submitted" | "resubmitted" | "sent_back" | "approved" | "reopened";

export interface TaskEvent {
  type: TaskEventType;
  /** ISO instant. */
  at: string;
  /** Who did it, by name. */
  by: string;
  reason?: string;
  comment?: string;
  /** The admin's voice comment with an approval or a send-back (its file's URL). */
  voiceComment?: string;
  /** The proof that was sent back, kept for the record. */
  proof?: ProofFile[];
}

/** A task waiting in the admin's review inbox, with whose it is. */
export interface ReviewItem extends Task {
  student: { _id: string; name: string; email: string };
}

/** What became of one task of a batch approval: approved, or left as it was and why (in the caller's language). */
export type BatchOutcome = { taskId: string; approved: true } | { taskId: string; approved: false; reason: string };

/** A batch approval's answer: each task's outcome, in the order asked, and how many were approved. */
export interface BatchApprovalResult extends ApiResult {
  results: BatchOutcome[];
  approved: number;
}

/** A task an admin saved to start new tasks from. */
export interface TaskTemplate {
  _id: string;
  name: string;
  instructions: string;
  category: Category;
}

/** An admin's saved review comments, in their order, and the version a change of them must name. */
export interface SavedComments {
  comments: string[];
  version: number;
}

export interface IsAuthResult extends ApiResult {
  user?: User;
}

export interface RelatedTask {
  _id: string;
  name: string;
  deadline: string;
  /** The task was deleted since: the notification stays, and says so. */
  deleted?: boolean;
}

export interface Notification {
  _id: string;
  title: string;
  message: string;
  isRead: boolean;
  /** ISO instant. */
  createdAt: string;
  relatedTask: RelatedTask | null;
  /** What it says as a message of the catalogues, for the reader's language (absent on older notifications). */
  text?: NoticeText;
}

/** A supervisor's class: its students by id (the Users list names them). */
export interface Group {
  _id: string;
  name: string;
  description: string;
  students: string[];
}

/** A plan: one Create Task request for several students or days, handled as one thing. */
export interface Plan {
  _id: string;
  name: string;
  instructions: string;
  category: Category;
  /** Its students' ids (the Users list names them). */
  students: string[];
  /** The group it follows, if made for one: who joins the group gets its remaining days, who leaves loses them. */
  groupId?: string;
  /** ISO weekdays its tasks fall on, 1 (Monday) to 7. */
  weekdays: number[];
  /** Its first and last deadline, `YYYY-MM-DD`. */
  from: string;
  until: string;
  /** Its tasks: verified, sent and awaiting review, and still to do. */
  counts: { done: number; waiting: number; todo: number };
}
