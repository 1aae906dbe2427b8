/**
 * The validation messages of requirements §5, apart from the schemas that use them (validation.ts), so that a
 * screen that only shows a message (the proof dialog, the picture inputs) does not download zod.
 */
import {
  AUDIO_MAX_SECONDS,
  CATEGORIES,
  MAX_AUDIO_BYTES,
  MAX_PROOF_IMAGES,
  MAX_VOICE_COMMENT_BYTES,
  MESSAGE_TEXT_MAX,
  MAX_USER_ROWS,
  NAME_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  REVIEW_BATCH_MAX,
  REVIEW_TEXT_MAX,
  SAVED_COMMENTS_MAX,
  SOCIAL_LABELS,
  VOICE_COMMENT_MAX_SECONDS,
} from "./constants";

/** What a field over its length says (Create Task's name and instructions, a phone number). */
export const tooLong = (max: number) => `At most ${max.toLocaleString("en-US")} characters`;

/** The length a message of tooLong names, so that it can be said in another language; undefined for any other. */
export function tooLongLimit(message: string): number | undefined {
  const limit = /^At most ([\d,]+) characters$/.exec(message)?.[1];
  return limit === undefined ? undefined : Number(limit.replaceAll(",", ""));
}

export const MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  nameRequired: "Name is required",
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters`,
  nameTooLong: "Name must be at most 100 characters",
  nameWithLink: "A name cannot contain a web address or link (such as example.com)",
  roleRequired: "Role is required",
  roleInvalid: "Please select a valid role",
  languageInvalid: "Please choose a language the app speaks",
  phoneInvalid: "Please enter a valid phone number",
  phoneTooLong: tooLong(PHONE_MAX_LENGTH),
  dateInvalid: "Please enter a valid date",
  birthDateInFuture: "Birth date cannot be in the future",
  pictureNotImage: "Please select an image file",
  pictureTooLarge: "File size must be less than 5MB",
  imageNotReadable:
    "This browser cannot open this photo's format (HEIC, for example): choose a JPEG, PNG, WebP or GIF, " +
    "or set the camera to 'Most Compatible'",
  noProofOrTask: "No proof file or selected task",
  socialUrlInvalid: "Please enter a valid http(s) URL",
  socialLabelInvalid: `Social link labels are ${SOCIAL_LABELS.join(", ")}`,
  taskNameRequired: "Task name is required",
  instructionsRequired: "Instructions are required",
  deadlineRequired: "Deadline is required",
  deadlineInvalid: "Please choose a deadline between 01/01/1900 and 12/31/2099",
  categoryRequired: "Category is required",
  categoryInvalid: `Category must be one of ${CATEGORIES.join(", ")}`,
  assigneeRequired: "Please choose the user to assign the task to",
  tooManyAssignees: "Choose at most 500 students at once",
  repeatWeekdaysRequired: "Choose at least one weekday to repeat on",
  repeatUntilInvalid: "Please choose an end date after the deadline, at most a year later",
  repeatCreatesNothing: "No chosen weekday falls between the deadline and the end date",
  tooManyTasks: "That would create more than 5,000 tasks: choose fewer students or a shorter repetition",
  templateNameRequired: "Template name is required",
  nothingToChange: "Change at least one field",
  groupDescriptionInvalid: "A group's description is a line of text",
  groupNameTaken: "There is already a group with this name",
  groupInvalid: "Please choose a valid group",
  groupPlanStudents: "The group's students have changed: please choose the group again",
  confirmEmailMismatch: "Type the user's e-mail address exactly to confirm",
  textMalformed: "This text contains a broken character: please type it again",
  textControlCharacters: "Please remove control or text-direction characters",
  textInvisible: "Please type some visible characters",
  socialUrlWithCredentials: "Please enter the link without a user name or password",
  tooManyProofImages: `Send at most ${MAX_PROOF_IMAGES} photos`,
  audioNotAllowed: "This task takes photos only: your supervisor did not ask for a recording",
  audioNotRecognised: "Please choose a recording in WebM, Ogg, MP4 (AAC), MP3 or WAV",
  audioTooLarge: `The recording is too large: send one under ${MAX_AUDIO_BYTES / (1024 * 1024)} MB (about ${AUDIO_MAX_SECONDS / 60} minutes)`,
  voiceCommentTooLarge: `The voice comment is too large: send one under ${MAX_VOICE_COMMENT_BYTES / (1024 * 1024)} MB (about ${VOICE_COMMENT_MAX_SECONDS / 60} minutes)`,
  redoReasonRequired: "Please say what needs to be redone",
  reviewTextTooLong: `Please keep it under ${REVIEW_TEXT_MAX} characters`,
  batchEmpty: "Choose at least one proof to approve",
  batchTooLarge: `Approve at most ${REVIEW_BATCH_MAX} proofs at once`,
  batchDuplicate: "Each proof can be chosen once",
  messageRequired: "Please write a message",
  messageTooLong: `Please keep a message under ${MESSAGE_TEXT_MAX.toLocaleString("en-US")} characters`,
  emailTaken: "This address already has an account",
  emailTwiceInList: "This address is in the list more than once",
  groupsForStudentsOnly: "Only students join groups",
  rowsRequired: "The list has nobody in it to add",
  tooManyRows: `Add at most ${MAX_USER_ROWS} users at a time`,
  savedCommentRequired: "Please type the comment to save",
  tooManySavedComments: `Keep at most ${SAVED_COMMENTS_MAX} saved comments: delete one you no longer use first`,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Which of the messages above a text is (the catalogues hold each as `validation.<key>`), if any. */
export const messageKeyOf = (message: string): MessageKey | undefined =>
  (Object.keys(MESSAGES) as MessageKey[]).find((key) => MESSAGES[key] === message);

export const isImageType = (type: string) => type.startsWith("image/");
export const isAudioType = (type: string) => type.startsWith("audio/");
