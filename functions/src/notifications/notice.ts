import { ENGLISH_NOTICE_WORDS, noticeValues, type NoticeText } from "@common/notice";
import type { Translate } from "../i18n/translator";

/**
 * A notification's words as stored: its English title and message, and the notice itself, which each reader's
 * app words in their own language.
 */
export function noticeWords(english: Translate, text: NoticeText) {
  const values = noticeValues(text, ENGLISH_NOTICE_WORDS);
  return {
    title: english(`notice.${text.key}.title`, values),
    message: english(`notice.${text.key}.message`, values),
    text,
  };
}
