/**
 * Validation rules and their messages (SPEC §5), written once: the web forms and the API both use these
 * schemas, so a person sees the same words whichever side catches the problem.
 */
import * as z from "zod";
import { isCalendarDate } from "./calendar-date";
import { CATEGORIES, DATE_MAX, DATE_MIN, NAME_MIN_LENGTH, ROLES, SOCIAL_LABELS, type SocialLabel } from "./constants";
import { isImageType, MESSAGES } from "./messages";

export { isImageType, MESSAGES };

export const EMAIL_MAX_LENGTH = 254;
export const PHONE_PATTERN = /^\+?[\d\s\-()]*$/;
export { DATE_MAX, DATE_MIN };

/**
 * A lone UTF-16 surrogate (half an emoji) is not text: Firestore refuses to store it and no keyboard types
 * one. Written as a pattern, not String#isWellFormed, for the browsers the app supports.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/**
 * Characters that let a name pretend to be something else: C0 and C1 controls (NUL included), DEL, and the
 * bidirectional marks and overrides that make text read backwards (U+202E "RIGHT-TO-LEFT OVERRIDE").
 */
const BIDI_CONTROLS = "\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069";
const CONTROL_IN_LINE = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`);
/** Multi-line text (instructions) may keep its line breaks and tabs. */
const CONTROL_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`);
export const hasControlCharacters = (value: string, { multiline = false } = {}) =>
  (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value);

/** Every text field starts here: a string of well-formed text, trimmed. */
const text = (message: string) =>
  z.string({ error: message }).refine(isWellFormedText, { error: MESSAGES.textMalformed, abort: true }).trim();

const requiredString = (message: string) => text(message).min(1, { error: message, abort: true });

/** Text a person reads as a name or a title: one line, nothing invisible that changes how it reads. */
const withoutControls = <T extends z.ZodString>(field: T, options: { multiline?: boolean } = {}) =>
  field.refine((value) => !hasControlCharacters(value, options), { error: MESSAGES.textControlCharacters });

/** Firestore document ids as the app makes them; `__name__` ids are reserved by Firestore. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const isDocumentId = (value: string) => ID_PATTERN.test(value) && !/^__.*__$/.test(value);

export const emailField = requiredString(MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.emailInvalid, abort: true })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

export const nameField = withoutControls(
  requiredString(MESSAGES.nameRequired)
    .min(NAME_MIN_LENGTH, { error: MESSAGES.nameTooShort, abort: true })
    .max(100, { error: MESSAGES.nameTooLong, abort: true }),
);

export const roleField = requiredString(MESSAGES.roleRequired).pipe(z.enum(ROLES, { error: MESSAGES.roleInvalid }));

export const phoneField = text(MESSAGES.phoneInvalid)
  .max(30, { error: MESSAGES.phoneInvalid, abort: true })
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

export const addUserSchema = (latestBirthDate: string) =>
  z.strictObject({
    email: emailField,
    name: nameField,
    role: roleField,
    phoneNumber: phoneField,
    birthDate: birthDateField(latestBirthDate),
  });
export type AddUserInput = z.infer<ReturnType<typeof addUserSchema>>;
export type AddUserFields = z.input<ReturnType<typeof addUserSchema>>;

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
 * SPEC §3 and §5: blank links are ignored, values trimmed, one link per label (case-insensitive), and the
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
  requiredString(message).max(max, { error: `At most ${max} characters, please.`, abort: true });

/** A document id chosen from a list (the assignee): anything else never names a user. */
const idField = (message: string) => requiredString(message).refine(isDocumentId, { error: message });

/** SPEC §5 Create Task: every field required, the category one of the five, the deadline a real day. */
export const createTaskSchema = z.strictObject({
  name: withoutControls(requiredText(MESSAGES.taskNameRequired, 200)),
  instructions: withoutControls(requiredText(MESSAGES.instructionsRequired, 5000), { multiline: true }),
  deadline: z
    .string({ error: MESSAGES.deadlineRequired })
    .min(1, { error: MESSAGES.deadlineRequired, abort: true })
    .refine((value) => isCalendarDate(value) && value >= DATE_MIN && value <= DATE_MAX, {
      error: MESSAGES.deadlineInvalid,
    }),
  category: requiredString(MESSAGES.categoryRequired).pipe(z.enum(CATEGORIES, { error: MESSAGES.categoryInvalid })),
  assignedTo: idField(MESSAGES.assigneeRequired),
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;
export type CreateTaskFields = z.input<typeof createTaskSchema>;
