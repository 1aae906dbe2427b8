/** Business constants of requirements §9, shared by the web app and the API. */
export const CATEGORIES = ["Reading", "Listening", "Writing", "Speaking", "Other"] as const;
export type Category = (typeof CATEGORIES)[number];

export const ROLES = ["student", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const TASK_STATUSES = ["pending", "completed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const SOCIAL_LABELS = ["Facebook", "Instagram", "TikTok", "Twitter"] as const;
export type SocialLabel = (typeof SOCIAL_LABELS)[number];

export const NAME_MIN_LENGTH = 2;
/** Lengths the spec leaves open, chosen so that a list, a card or an e-mail stays readable (docs/decisions.md). */
export const PHONE_MAX_LENGTH = 30;
export const TASK_NAME_MAX = 200;
export const INSTRUCTIONS_MAX = 5000;

/** Requirements §9: the dates a date picker offers. */
export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2099-12-31";
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** Top-level Firestore collections. Everything the app stores lives in one of these (no subcollections). */
export const COLLECTIONS = {
  users: "users",
  /** One document per lower-cased e-mail address, naming its user: keeps addresses unique. */
  userEmails: "userEmails",
  tasks: "tasks",
  notifications: "notifications",
  sessions: "sessions",
  /** Request counters per caller and time window, shared by every function instance. */
  rateLimits: "rateLimits",
  /** Tasks an admin saved to start new ones from. */
  templates: "templates",
  /** Plans (one request for several students or days): what they say, their days and students. */
  plans: "plans",
  /** A supervisor's classes: a name, a short description and their students (a student may be in several). */
  groups: "groups",
  /** Facts about the data itself: the version of its shape (see functions/src/tasks/migrate.ts). */
  meta: "meta",
  /** Work in flight, one document each: uploads (bounded per user) and changes of a plan (one at a time). */
  leases: "leases",
  /** One document per reminder or digest sent, keyed by kind, person and local day: none is sent twice. */
  reminders: "reminders",
  /** E-mail to send, in the document shape of Firebase's Trigger Email extension. */
  mail: "mail",
  /** The messages of each task's thread between its student and the admins, one document each. */
  messages: "messages",
  /** One document per admin (keyed by their id): their saved review comments, in order, with a version. */
  savedComments: "savedComments",
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** A profile picture is kept at most this long on its long edge (the server shrinks a larger one). */
export const PICTURE_MAX_EDGE = 1024;
/** Proof photos are shrunk in the browser before upload: at most this long edge and this size. */
export const PROOF_MAX_EDGE = 2048;
export const PROOF_MAX_BYTES = 600 * 1024;
/** The options of the browser's image library (browser-image-compression) for a proof photo. */
export const PROOF_COMPRESSION = {
  maxWidthOrHeight: PROOF_MAX_EDGE,
  maxSizeMB: PROOF_MAX_BYTES / (1024 * 1024),
  initialQuality: 0.85,
} as const;
/** What the API accepts for one proof photo (phones make big photos; the web app sends far less). */
export const MAX_PROOF_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A proof is up to five photos and, where the task allows it, one recording. */
export const MAX_PROOF_IMAGES = 5;
/** A recording stops at three minutes in the browser; 8 MB holds three minutes of any accepted format but WAV at CD quality. */
export const AUDIO_MAX_SECONDS = 180;
/** How the browser records (MediaRecorder): speech at 32 kbit/s, in the first container it can make. */
export const RECORDING = {
  audioBitsPerSecond: 32_000,
  /** Chromium and Firefox make WebM; Safari makes MP4. All three are what the server takes. */
  types: [
    { mimeType: "audio/webm;codecs=opus", extension: "webm" },
    { mimeType: "audio/ogg;codecs=opus", extension: "ogg" },
    { mimeType: "audio/mp4", extension: "m4a" },
  ],
} as const;
export const MAX_AUDIO_BYTES = 8 * 1024 * 1024;
/** An admin's voice comment on a review: the same recorder, stopped at two minutes. */
export const VOICE_COMMENT_MAX_SECONDS = 120;
/** 5 MB holds two minutes of any accepted format but WAV at CD quality (the recorder makes about 480 KB). */
export const MAX_VOICE_COMMENT_BYTES = 5 * 1024 * 1024;
/** One proof upload in all: under the 32 MB the Functions runtime takes, with room for the multipart framing. */
export const MAX_PROOF_REQUEST_BYTES = 24 * 1024 * 1024;
/** A task keeps its newest events (submitted, sent back, approved…); older ones, and their files, go. */
export const TASK_HISTORY_MAX = 20;
/** Templates are shared by the admins: a library, not a dumping ground. */
export const MAX_TEMPLATES = 200;
/** The review inbox's page; a reason or comment at most this long. */
export const REVIEW_PAGE_SIZE = 20;
export const REVIEW_TEXT_MAX = 1000;
/** A message of a task's thread is short text; a thread is read a page at a time, oldest first. */
export const MESSAGE_TEXT_MAX = 1000;
export const THREAD_PAGE_SIZE = 50;
/** Messages one person may write (or edit) an hour, whatever the task. */
export const MESSAGES_PER_HOUR = 30;
/**
 * Proofs approved in one request, at most: a class's day (30) with room to spare, and every write of the batch
 * (each task, and each student's counts and notification) within one transaction.
 */
export const REVIEW_BATCH_MAX = 100;
/** An admin's saved comments, inserted into a review's comment: at most this many, each at most this long. */
export const SAVED_COMMENTS_MAX = 100;
export const SAVED_COMMENT_MAX = 500;

/** A group's description is a short line under its name. */
export const GROUP_DESCRIPTION_MAX = 200;

/** A reminder or digest comes at this time on the person's clock until they choose another. */
export const DEFAULT_REMINDER_TIME = "08:00";
/** Below this share of tasks done on time in the last four weeks a student is behind, unless the admin chose. */
export const DEFAULT_BEHIND_BELOW = 80;

/** Add many: at most this many people in one list, and a list's file at most this large (500 rows fit in far less). */
export const MAX_USER_ROWS = 500;
export const MAX_USER_LIST_BYTES = 1024 * 1024;
/** A row of the list names at most this many groups. */
export const MAX_ROW_GROUPS = 10;
