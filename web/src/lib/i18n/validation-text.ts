import { messageKeyOf, tooLongLimit } from "@common/messages";
import { shownLanguage, t } from "./i18n";

/** A validation message shared with the API (common/messages.ts), in the language shown; any other as it is. */
export function validationText(message: string): string {
  const key = messageKeyOf(message);
  if (key) return t(`validation.${key}`);
  const limit = tooLongLimit(message);
  return limit === undefined ? message : t("validation.tooLong", { max: limit.toLocaleString(shownLanguage()) });
}
