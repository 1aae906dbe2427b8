import { messageKeyOf } from "@common/messages";
import { t } from "./i18n";

/** A validation message shared with the API (common/messages.ts), in the language shown; any other as it is. */
export function validationText(message: string): string {
  const key = messageKeyOf(message);
  return key ? t(`validation.${key}`) : message;
}
