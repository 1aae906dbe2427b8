/**
 * Validation rules and their messages (requirements §5), written once: the web forms and the API both use these
 * schemas, so a person sees the same words whichever side catches the problem.
 */
import * as z from "./zod";
import { addDays, isCalendarDate } from "./calendar-date";
import { ID_PATTERN, isDocumentId } from "./document-id";
import { LANGUAGES } from "./languages";
import {
  CATEGORIES,
  DATE_MAX,
  DATE_MIN,
  GROUP_DESCRIPTION_MAX,
  INSTRUCTIONS_MAX,
  MESSAGE_TEXT_MAX,
  MAX_ROW_GROUPS,
  MAX_USER_ROWS,
  NAME_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  REVIEW_BATCH_MAX,
  REVIEW_TEXT_MAX,
  SAVED_COMMENTS_MAX,
  TASK_NAME_MAX,
  ROLES,
  SOCIAL_LABELS,
  type SocialLabel,
} from "./constants";
import { isImageType, MESSAGES, tooLong } from "./messages";
import {
  checkSavedComment,
  DRAWS_NOTHING,
  hasControlCharacters,
  hasVisibleCharacters,
  isWellFormedText,
} from "./text-checks";
import { MAX_ASSIGNEES, MAX_PLAN_DAYS, MAX_TASKS_PER_REQUEST, planDates } from "./plan";

export { isImageType, MESSAGES };
export { DRAWS_NOTHING, hasControlCharacters, hasVisibleCharacters, isWellFormedText };

export const EMAIL_MAX_LENGTH = 254;
export const PHONE_PATTERN = /^\+?[\d\s\-()]*$/;
export { DATE_MAX, DATE_MIN };

/** Every text field starts here: a string of well-formed text, trimmed. */
const text = (message: string) =>
  z.string({ error: message }).refine(isWellFormedText, { error: MESSAGES.textMalformed, abort: true }).trim();

const requiredString = (message: string) => text(message).min(1, { error: message, abort: true });

/** Text a person reads as a name or a title: one line, nothing invisible that changes how it reads. */
const withoutControls = <T extends z.ZodString>(field: T, options: { multiline?: boolean } = {}) =>
  field
    .refine((value) => !hasControlCharacters(value, options), { error: MESSAGES.textControlCharacters, abort: true })
    .refine(hasVisibleCharacters, { error: MESSAGES.textInvisible });

export { ID_PATTERN, isDocumentId };

export const emailField = requiredString(MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.emailInvalid, abort: true })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/**
 * A name is shown in e-mails (the supervisor's digest), where mail clients turn anything that looks like an
 * address into a link: a name may not carry a scheme (`https://`, `mailto:`), `www.`, or a host name (two
 * labels joined by a dot with no space, the last of two letters or more, as `evil.example`). Initials and
 * abbreviations keep their dots: "J.R.R. Tolkien", "St. John".
 */
const DOT = "[.\\uFF0E\\u3002\\uFF61]";
const LINK_IN_NAME = new RegExp(
  [
    "[a-z][a-z\\d+.-]*:\\/\\/",
    "\\b(?:mailto|javascript|data|file|tel|sms):\\S",
    `\\bwww${DOT}`,
    `[\\p{L}\\p{N}_-]${DOT}\\p{L}{2,}`,
  ].join("|"),
  "iu",
);
// Compatibility forms first ("evil\u2024example", a one-dot leader, reads as "evil.example"), and nothing invisible
// between the parts of an address.
export const hasLink = (value: string) => LINK_IN_NAME.test(value.normalize("NFKC").replace(DRAWS_NOTHING, ""));

export const nameField = withoutControls(
  requiredString(MESSAGES.nameRequired)
    .min(NAME_MIN_LENGTH, { error: MESSAGES.nameTooShort, abort: true })
    .max(100, { error: MESSAGES.nameTooLong, abort: true }),
).refine((value) => !hasLink(value), { error: MESSAGES.nameWithLink });

export const roleField = requiredString(MESSAGES.roleRequired).pipe(z.enum(ROLES, { error: MESSAGES.roleInvalid }));

export const languageField = z.enum(LANGUAGES, { error: MESSAGES.languageInvalid });
/** An admin adding an account may leave its language blank: the person's browser's, at their first sign-in. */
const chosenLanguageField = z
  .union([z.literal("").transform(() => undefined), languageField], { error: MESSAGES.languageInvalid })
  .optional();

export const phoneField = text(MESSAGES.phoneInvalid)
  .max(PHONE_MAX_LENGTH, { error: MESSAGES.phoneTooLong, abort: true })
  .regex(PHONE_PATTERN, { error: MESSAGES.phoneInvalid })
  .default("");

/**
 * An optional birth date, `YYYY-MM-DD`; the empty string means none. `latest` is the last allowed day: the
 * browser passes its own today; the server allows one day more, since it is already tomorrow somewhere.
 */
export const birthDateField = (latest: string) =>
  text(MESSAGES.dateInvalid)
    .refine((value) => value === "" || (isCalendarDate(value) && value >= DATE_MIN), {
      error: MESSAGES.dateInvalid,
      abort: true,
    })
    .refine((value) => value === "" || value <= latest, { error: MESSAGES.birthDateInFuture })
    .default("");

/** Whether the new account's person gets an invitation e-mail: JSON's true or false, a multipart field's text. */
const inviteField = z
  .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
    error: "invite must be true or false",
  })
  .optional();

export const addUserSchema = (latestBirthDate: string) =>
  z.strictObject({
    email: emailField,
    name: nameField,
    role: roleField,
    phoneNumber: phoneField,
    birthDate: birthDateField(latestBirthDate),
    language: chosenLanguageField,
    invite: inviteField,
  });
export type AddUserInput = z.infer<ReturnType<typeof addUserSchema>>;
export type AddUserFields = z.input<ReturnType<typeof addUserSchema>>;

/** A group named in a row of Add many: its name as the list writes it (matched as groups' names are). */
const rowGroupName = text(MESSAGES.groupInvalid).max(100, { error: MESSAGES.groupInvalid, abort: true });

/**
 * One person of Add many's list: Add New User's fields and rules (a blank role is a student), and the groups they
 * join by name. The list's own rules (an address once, groups that exist) are common/user-list.ts's.
 */
export const userRowSchema = (latestBirthDate: string) =>
  z.strictObject({
    email: emailField,
    name: nameField,
    role: z.preprocess((value) => (value === undefined || value === "" ? "student" : value), roleField),
    groups: z
      .array(rowGroupName, { error: MESSAGES.groupInvalid })
      .max(MAX_ROW_GROUPS, { error: MESSAGES.groupInvalid })
      .default([]),
    language: chosenLanguageField,
    phoneNumber: phoneField,
    birthDate: birthDateField(latestBirthDate),
  });
export type UserRow = z.infer<ReturnType<typeof userRowSchema>>;
export type UserRowFields = z.input<ReturnType<typeof userRowSchema>>;

/**
 * Add many's request: the rows (each checked on its own, so that one bad row refuses only itself), whether each new
 * person is invited, and the request's id, which makes the same request sent again finish it rather than double it.
 */
export const addManyUsersSchema = z.strictObject({
  rows: z
    .array(z.unknown(), { error: MESSAGES.rowsRequired })
    .min(1, { error: MESSAGES.rowsRequired })
    .max(MAX_USER_ROWS, { error: MESSAGES.tooManyRows }),
  invite: z.boolean({ error: "invite must be true or false" }).default(false),
  requestId: z
    .string({ error: "requestId is required" })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "requestId must be 8 to 64 letters, digits, - or _" }),
});
export type AddManyUsersInput = z.infer<typeof addManyUsersSchema>;

const labelOf = (label: string): SocialLabel | undefined =>
  SOCIAL_LABELS.find((known) => known.toLowerCase() === label.trim().toLowerCase());

/**
 * An http(s) link, stored as the browser would normalise it (`HTTPS://Example.com` becomes
 * `https://example.com/`). A user name or password in it is refused: `https://facebook.com@evil.example/`
 * reads like Facebook but leads to evil.example.
 */
export const socialUrlField = text(MESSAGES.socialUrlInvalid)
  .max(2048, { error: MESSAGES.socialUrlInvalid, abort: true })
  .refine((value) => value === "" || isHttpUrl(value), { error: MESSAGES.socialUrlInvalid, abort: true })
  .refine((value) => value === "" || !hasCredentials(value), { error: MESSAGES.socialUrlWithCredentials, abort: true })
  .transform((value) => (value === "" ? "" : new URL(value).href));

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const hasCredentials = (value: string) => {
  const url = new URL(value);
  return url.username !== "" || url.password !== "";
};

/**
 * Requirements §3 and §5: blank links are ignored, values trimmed, one link per label (case-insensitive), and the
 * newest — the later one in the list — replaces the old.
 */
export const socialLinksField = z
  .array(
    z.strictObject({
      label: text(MESSAGES.socialLabelInvalid)
        .refine((label) => labelOf(label) !== undefined, { error: MESSAGES.socialLabelInvalid })
        .transform((label) => labelOf(label) as SocialLabel),
      url: socialUrlField,
    }),
    { error: "socialLinks must be a list of {label, url}" },
  )
  .max(20, { error: "Too many social links" })
  .transform((links) => {
    const byLabel = new Map<SocialLabel, string>();
    for (const { label, url } of links) {
      if (url === "") continue;
      byLabel.delete(label);
      byLabel.set(label, url);
    }
    return SOCIAL_LABELS.filter((label) => byLabel.has(label)).map((label) => ({
      label,
      url: byLabel.get(label) as string,
    }));
  });

export const updateProfileSchema = (latestBirthDate: string) =>
  z.strictObject({
    name: nameField,
    phoneNumber: phoneField,
    birthDate: birthDateField(latestBirthDate),
    socialLinks: socialLinksField.default([]),
  });
export type UpdateProfileInput = z.infer<ReturnType<typeof updateProfileSchema>>;
export type UpdateProfileFields = z.input<ReturnType<typeof updateProfileSchema>>;

/** The first message for each field, in field order: what the forms show under each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

const requiredText = (message: string, max: number) =>
  requiredString(message).max(max, { error: tooLong(max), abort: true });

/** A document id chosen from a list (the assignee): anything else never names a user. */
const idField = (message: string) => requiredString(message).refine(isDocumentId, { error: message });

const calendarDateField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine((value) => isCalendarDate(value) && value >= DATE_MIN && value <= DATE_MAX, { error: invalid });

const taskFields = {
  name: withoutControls(requiredText(MESSAGES.taskNameRequired, TASK_NAME_MAX)),
  instructions: withoutControls(requiredText(MESSAGES.instructionsRequired, INSTRUCTIONS_MAX), { multiline: true }),
  deadline: calendarDateField(MESSAGES.deadlineRequired, MESSAGES.deadlineInvalid),
  category: requiredString(MESSAGES.categoryRequired).pipe(z.enum(CATEGORIES, { error: MESSAGES.categoryInvalid })),
  /** Beyond Speaking tasks (which always take one), whether the student may send a recording. */
  audioAllowed: z.boolean({ error: "audioAllowed must be true or false" }).optional(),
};

/** One student (requirements §5's single choice) or several: always a list of distinct ids once parsed. */
const assigneesField = z.preprocess(
  (value) => (typeof value === "string" ? [value] : value),
  z
    .array(idField(MESSAGES.assigneeRequired), { error: MESSAGES.assigneeRequired })
    .min(1, { error: MESSAGES.assigneeRequired })
    .max(MAX_ASSIGNEES, { error: MESSAGES.tooManyAssignees })
    .transform((ids) => [...new Set(ids)]),
);

/** Optional repetition: the chosen weekdays from the deadline until an end date, at most a year later. */
const repeatField = z
  .strictObject({
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: MESSAGES.repeatWeekdaysRequired })
      .min(1, { error: MESSAGES.repeatWeekdaysRequired })
      .max(100)
      // A day named twice is the same day: only then are there at most seven.
      .transform((days) => [...new Set(days)].sort()),
    until: calendarDateField(MESSAGES.repeatUntilInvalid, MESSAGES.repeatUntilInvalid),
  })
  .nullable()
  .optional();

/**
 * Requirements §5 Create Task: every field required, the category one of the five, the deadline a real day; and,
 * beyond the spec, several students at once and repetition, all checked here for form and API.
 */
export const createTaskSchema = z
  .strictObject({
    ...taskFields,
    assignedTo: assigneesField,
    repeat: repeatField,
    /** The group the students were chosen from: the plan follows it (who joins or leaves it later). */
    groupId: idField(MESSAGES.groupInvalid).optional(),
  })
  .superRefine((task, context) => {
    if (!task.repeat) return;
    const { until } = task.repeat;
    if (until < task.deadline || until > addDays(task.deadline, MAX_PLAN_DAYS)) {
      context.addIssue({ code: "custom", path: ["repeat"], message: MESSAGES.repeatUntilInvalid });
      return;
    }
    const dates = planDates(task.deadline, task.repeat).length;
    if (dates === 0) context.addIssue({ code: "custom", path: ["repeat"], message: MESSAGES.repeatCreatesNothing });
    else if (dates * task.assignedTo.length > MAX_TASKS_PER_REQUEST) {
      context.addIssue({ code: "custom", path: ["repeat"], message: MESSAGES.tooManyTasks });
    }
  });
export type CreateTaskInput = z.infer<typeof createTaskSchema>;
export type CreateTaskFields = z.input<typeof createTaskSchema>;

/** Which tasks of a plan a change applies to: this one, or this one and the plan's later ones. */
export const TASK_SCOPES = ["this", "following"] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];
const scopeField = z.enum(TASK_SCOPES, { error: "scope must be this or following" }).default("this");

/** An admin's edit of a task: any of its fields, one student, and the scope within its plan. */
export const editTaskSchema = z
  .strictObject({
    name: taskFields.name.optional(),
    instructions: taskFields.instructions.optional(),
    deadline: taskFields.deadline.optional(),
    category: taskFields.category.optional(),
    audioAllowed: taskFields.audioAllowed,
    assignedTo: idField(MESSAGES.assigneeRequired).optional(),
    scope: scopeField,
  })
  .refine(({ scope: _scope, ...fields }) => Object.values(fields).some((value) => value !== undefined), {
    error: MESSAGES.nothingToChange,
  });
export type EditTaskInput = z.infer<typeof editTaskSchema>;

export const deleteTaskSchema = z.strictObject({ scope: scopeField });

const dayField = (name: string) =>
  calendarDateField(`${name} is required (YYYY-MM-DD)`, `${name} must be a day between 1900 and 2099 (YYYY-MM-DD)`);

/** A whole plan's change: what its tasks say, for every student, from a day on. */
export const editPlanSchema = z
  .strictObject({
    name: taskFields.name.optional(),
    instructions: taskFields.instructions.optional(),
    category: taskFields.category.optional(),
    from: dayField("from"),
  })
  .refine(({ from: _from, ...fields }) => Object.values(fields).some((value) => value !== undefined), {
    error: MESSAGES.nothingToChange,
  });
export type EditPlanInput = z.infer<typeof editPlanSchema>;

const studentIds = z
  .array(idField(MESSAGES.assigneeRequired), { error: "Students are a list of ids." })
  .max(MAX_ASSIGNEES, { error: MESSAGES.tooManyAssignees })
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** Students added to a plan (they get its remaining days) or removed (they lose their tasks from today). */
export const planStudentsSchema = z
  .strictObject({ add: studentIds, remove: studentIds })
  .refine(({ add, remove }) => add.length + remove.length > 0, { error: "Choose students to add or remove." })
  .refine(({ add, remove }) => !add.some((id) => remove.includes(id)), {
    error: "A student cannot be added and removed at once.",
  });
export type PlanStudentsInput = z.infer<typeof planStudentsSchema>;

const groupDescriptionField = text(MESSAGES.groupDescriptionInvalid)
  .max(GROUP_DESCRIPTION_MAX, { error: tooLong(GROUP_DESCRIPTION_MAX), abort: true })
  .refine((value) => !hasControlCharacters(value), { error: MESSAGES.textControlCharacters });

/** A group: its name (checked as a person's name is: it is written into e-mails) and an optional short line. */
export const groupSchema = z.strictObject({ name: nameField, description: groupDescriptionField.default("") });
export type GroupInput = z.infer<typeof groupSchema>;

/** A group renamed or described anew: either field, at least one (no default fills a field not sent). */
export const editGroupSchema = z
  .strictObject({ name: nameField.optional(), description: groupDescriptionField.optional() })
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    error: MESSAGES.nothingToChange,
  });
export type EditGroupInput = z.infer<typeof editGroupSchema>;

/** Students added to a group and removed from it (the plans that follow it follow them). */
export const groupStudentsSchema = z
  .strictObject({ add: studentIds, remove: studentIds })
  .refine(({ add, remove }) => add.length + remove.length > 0, { error: "Choose students to add or remove." })
  .refine(({ add, remove }) => !add.some((id) => remove.includes(id)), {
    error: "A student cannot be added and removed at once.",
  });
export type GroupStudentsInput = z.infer<typeof groupStudentsSchema>;

/** The group an admin's lists are narrowed to, or null for every student. */
export const shownGroupSchema = z.strictObject({ groupId: idField(MESSAGES.groupInvalid).nullable() });
export type ShownGroupInput = z.infer<typeof shownGroupSchema>;

/** What a plan's deletion takes: all its tasks, or those due from today on (its future part). */
export const PLAN_PARTS = ["all", "future"] as const;
export const deletePlanSchema = z.strictObject({
  part: z.enum(PLAN_PARTS, { error: "part must be all or future" }).default("all"),
});

/** A template: what a task says, without whom and when. */
export const templateSchema = z.strictObject({
  name: taskFields.name,
  instructions: taskFields.instructions,
  category: taskFields.category,
});
export type TemplateInput = z.infer<typeof templateSchema>;

/** An admin's edit of an account: the Add New User fields but the address. */
export const editUserSchema = (latestBirthDate: string) =>
  z.strictObject({
    name: nameField,
    role: roleField,
    phoneNumber: phoneField,
    birthDate: birthDateField(latestBirthDate),
  });
export type EditUserInput = z.infer<ReturnType<typeof editUserSchema>>;
export type EditUserFields = z.input<ReturnType<typeof editUserSchema>>;

export const userStatusSchema = z.strictObject({
  active: z.boolean({ error: "active must be true or false" }),
});

/** Deleting an account is confirmed by typing its address. */
export const deleteUserSchema = z.strictObject({
  confirmEmail: text(MESSAGES.confirmEmailMismatch).max(EMAIL_MAX_LENGTH, { error: MESSAGES.confirmEmailMismatch }),
});

/** A reason or comment on a review: free text over several lines, within REVIEW_TEXT_MAX. */
const reviewText = (required: string) =>
  withoutControls(requiredString(required).max(REVIEW_TEXT_MAX, { error: MESSAGES.reviewTextTooLong, abort: true }), {
    multiline: true,
  });

/** The proof the admin looked at (its first file's URL): a review of another proof is a 409. */
const seenProofField = z.string({ error: "proofUrl must name the proof you reviewed" }).min(1).max(600);

/** An approval's optional comment for the student (blank is none): one proof's, or a batch's. */
const approvalCommentField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  reviewText("comment must be text").optional(),
);

/**
 * An admin's review of a proof: approve, with an optional comment for the student, or send it back
 * with a reason they must give.
 */
export const reviewSchema = z.discriminatedUnion(
  "decision",
  [
    z.strictObject({
      decision: z.literal("approve"),
      comment: approvalCommentField,
      proofUrl: seenProofField,
    }),
    z.strictObject({
      decision: z.literal("redo"),
      reason: reviewText(MESSAGES.redoReasonRequired),
      proofUrl: seenProofField,
    }),
  ],
  { error: 'decision must be "approve" or "redo"' },
);
export type ReviewInput = z.infer<typeof reviewSchema>;

/**
 * Several proofs approved at once with one optional comment: each task with the proof the admin saw (a task whose
 * proof changed since is left waiting), each task once, at most REVIEW_BATCH_MAX.
 */
export const reviewBatchSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        taskId: idField("taskId must name a task"),
        proofUrl: seenProofField,
      }),
      { error: MESSAGES.batchEmpty },
    )
    .min(1, { error: MESSAGES.batchEmpty })
    .max(REVIEW_BATCH_MAX, { error: MESSAGES.batchTooLarge })
    .refine((items) => new Set(items.map((item) => item.taskId)).size === items.length, {
      error: MESSAGES.batchDuplicate,
    }),
  comment: approvalCommentField,
});
export type ReviewBatchInput = z.infer<typeof reviewBatchSchema>;

/**
 * A message of a task's thread: plain text over several lines, checked as instructions are (no control or
 * text-direction characters, something to see), within MESSAGE_TEXT_MAX.
 */
export const threadMessageSchema = z.strictObject({
  text: withoutControls(
    requiredString(MESSAGES.messageRequired).max(MESSAGE_TEXT_MAX, { error: MESSAGES.messageTooLong, abort: true }),
    { multiline: true },
  ),
});
export type ThreadMessageInput = z.infer<typeof threadMessageSchema>;

/**
 * A saved comment, inserted into a review's comment and sent with it: free text over several lines, checked as
 * instructions are (checkSavedComment, which the manager's form uses without downloading zod).
 */
export const savedCommentField = z.string({ error: MESSAGES.savedCommentRequired }).transform((value, context) => {
  const checked = checkSavedComment(value);
  if ("text" in checked) return checked.text;
  context.addIssue({ code: "custom", message: checked.error });
  return z.NEVER;
});

/**
 * An admin's whole list of saved comments, in their order, and the version of the list it was made from: a
 * list changed meanwhile (in another tab) is not overwritten.
 */
export const savedCommentsSchema = z.strictObject({
  comments: z
    .array(savedCommentField, { error: "comments must be a list of texts" })
    .max(SAVED_COMMENTS_MAX, { error: MESSAGES.tooManySavedComments }),
  version: z
    .number({ error: "version must be the version of the list you changed" })
    .int({ error: "version must be the version of the list you changed" })
    .min(0, { error: "version must be the version of the list you changed" })
    .max(Number.MAX_SAFE_INTEGER, { error: "version must be the version of the list you changed" }),
});
export type SavedCommentsInput = z.infer<typeof savedCommentsSchema>;

/** A page of a cursor list (the review inbox, the notifications): where the previous page ended, and its size. */
export const pageQuerySchema = z.strictObject({
  cursor: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/, { error: "cursor is not valid" })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * A page of a task's thread, oldest first: where the previous page ended, and its size; `version`, the thread's
 * version the reader already has (nothing is sent while it is still that one).
 */
export const threadQuerySchema = pageQuerySchema.extend({
  version: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** A thread marked read as of the version the reader saw (newer messages meanwhile stay unread). */
export const threadReadSchema = z.strictObject({
  version: z.number({ error: "version must be the thread's version you read" }).int().min(0).optional(),
});

/** The review inbox's lists. */
export const INBOX_LIST_NAMES = ["proofs", "questions"] as const;
export type InboxListName = (typeof INBOX_LIST_NAMES)[number];

/** A page of the review inbox, of one group's students with `group`. */
export const reviewQueueQuerySchema = pageQuerySchema.extend({
  group: idField(MESSAGES.groupInvalid).optional(),
  /** The inbox's list: proofs awaiting review (the default), or questions waiting for an answer. */
  list: z.enum(INBOX_LIST_NAMES, { error: `list must be one of ${INBOX_LIST_NAMES.join(", ")}` }).optional(),
});

/** How many proofs wait, of one group's students when `group` is given. */
export const reviewCountQuerySchema = z.strictObject({ group: idField(MESSAGES.groupInvalid).optional() });

/** The class board's week: any day of it, read as its Monday. */
export const boardQuerySchema = z.strictObject({
  week: calendarDateField("week is required (YYYY-MM-DD)", "week must be a day between 1900 and 2099 (YYYY-MM-DD)"),
  /** Narrowed to one group's students. */
  group: idField(MESSAGES.groupInvalid).optional(),
});

/** The most days one CSV export covers. */
export const EXPORT_MAX_DAYS = 366;

/** A CSV export: a range of deadlines, at most a year, and the viewer's time zone for the verification dates. */
export const exportQuerySchema = z
  .strictObject({
    from: calendarDateField("from is required (YYYY-MM-DD)", "from must be a day between 1900 and 2099"),
    to: calendarDateField("to is required (YYYY-MM-DD)", "to must be a day between 1900 and 2099"),
    timeZone: z.string().max(64).optional(),
    group: idField(MESSAGES.groupInvalid).optional(),
  })
  .refine(({ from, to }) => from <= to && to <= addDays(from, EXPORT_MAX_DAYS - 1), {
    error: `Choose an end date on or after the start, at most ${EXPORT_MAX_DAYS} days later`,
  });

/** A person's daily reminder: a time of day on their clock or none, their time zone, e-mail or not. */
export const reminderSettingsSchema = z.strictObject({
  time: z.union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time must be a time of day such as 08:00"), z.null()]),
  timeZone: z.string().min(1).max(64),
  email: z.boolean(),
  behindBelow: z.number().int().min(0).max(100).optional(),
});
/** The class summary's query: the viewer's time zone decides their today. */
export const summaryQuerySchema = z.strictObject({
  timeZone: z.string().max(64).optional(),
  group: idField(MESSAGES.groupInvalid).optional(),
});

/** The language someone chose for the app and its messages to them. */
export const languageSettingSchema = z.strictObject({ language: languageField });

export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>;
