/**
 * An admin's saved review comments: their own list, started for them on first use with a few comments a
 * language teacher writes often, in their language, which they then change as they like.
 */
import type { SavedComments } from "@common/api-types";
import type { Language } from "@common/languages";
import type { SavedCommentsInput } from "@common/validation";
import { translatorFor, type ServerMessageId } from "../i18n/translator";
import type { SavedCommentsRepository } from "./saved-comments-repository";

export interface SavedCommentsDeps {
  savedComments: SavedCommentsRepository;
}

/** The starter set, in order: encouragements first, then the corrections a proof most often needs. */
const STARTER: ServerMessageId[] = [
  "savedComments.starterWellDone",
  "savedComments.starterProgress",
  "savedComments.starterPronunciation",
  "savedComments.starterSpelling",
  "savedComments.starterPhoto",
  "savedComments.starterInstructions",
];

/** The admin's list; on their first read, the starter set in `language` becomes it. */
export async function savedCommentsOf(
  { savedComments }: SavedCommentsDeps,
  adminId: string,
  language: Language,
): Promise<SavedComments> {
  return savedComments.read(adminId, async () => {
    const say = await translatorFor(language);
    return STARTER.map((key) => say(key));
  });
}

/** The admin's list as they arranged it, made from the version they saw (a 409 if it changed since). */
export async function saveComments(
  { savedComments }: SavedCommentsDeps,
  adminId: string,
  { comments, version }: SavedCommentsInput,
): Promise<SavedComments> {
  return savedComments.replace(adminId, comments, version);
}
