/**
 * The checks of text fields that need no schema library: validation.ts builds its schemas on them, and a form that
 * checks one field (the saved comments' manager) uses them without downloading zod.
 */
import { SAVED_COMMENT_MAX } from "./constants";
import { MESSAGES, tooLong } from "./messages";

/**
 * A lone UTF-16 surrogate (half an emoji) is not text: Firestore refuses to store it and no keyboard types
 * one. Written as a pattern, not String#isWellFormed, for the browsers the app supports.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/**
 * Characters that let a name pretend to be something else: C0 and C1 controls (NUL included), DEL, the
 * bidirectional marks and overrides that make text read backwards (U+202E "RIGHT-TO-LEFT OVERRIDE"), and the
 * byte-order mark, invisible anywhere but at the start of a file.
 */
const BIDI_CONTROLS = "\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF";
/** One line: no line or paragraph separator either (U+2028, U+2029 break a line as a newline does). */
const CONTROL_IN_LINE = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029${BIDI_CONTROLS}]`);
/** Multi-line text (instructions) may keep its line breaks and tabs. */
const CONTROL_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`);
/**
 * Accents stacked past what any language writes (Vietnamese, Devanagari and Tibetan stack at most four on a
 * letter): "Zalgo" text that spills over the lines around it.
 */
const STACKED_MARKS = /\p{M}{6,}/u;
export const hasControlCharacters = (value: string, { multiline = false } = {}) =>
  (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value) || STACKED_MARKS.test(value);

/**
 * Characters that draw nothing: format characters (zero-width spaces and joiners, soft hyphens), the Hangul
 * fillers and the blank Braille pattern. Alone they look like nothing; inside a name they make a look-alike.
 */
export const DRAWS_NOTHING = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** A name needs something to see. */
export const hasVisibleCharacters = (value: string) => value.replace(DRAWS_NOTHING, "").trim().length > 0;

/**
 * A saved comment as it is stored (trimmed), or the message that says why it cannot be: well-formed text, not empty,
 * at most SAVED_COMMENT_MAX characters, over several lines if need be, without control or text-direction characters
 * and with something to see, as instructions are checked.
 */
export function checkSavedComment(value: string): { text: string } | { error: string } {
  if (!isWellFormedText(value)) return { error: MESSAGES.textMalformed };
  const text = value.trim();
  if (text === "") return { error: MESSAGES.savedCommentRequired };
  if (text.length > SAVED_COMMENT_MAX) return { error: tooLong(SAVED_COMMENT_MAX) };
  if (hasControlCharacters(text, { multiline: true })) return { error: MESSAGES.textControlCharacters };
  if (!hasVisibleCharacters(text)) return { error: MESSAGES.textInvisible };
  return { text };
}
