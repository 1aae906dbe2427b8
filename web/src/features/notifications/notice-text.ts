import type { Notification } from "@common/api-types";
import { ENGLISH_NOTICE_WORDS, noticeValues, type NoticeWords } from "@common/notice";
import { formatDate } from "@/lib/dates";
import { weekdayList } from "@/lib/weekdays";
import { shownLanguage, t } from "@/lib/i18n/i18n";

/**
 * How the language shown writes a notice's values: English's category and weekdays as the notices were always
 * stored; dates in every language as the bell writes its due dates ("Dec 11, 2026", "11 dic 2026").
 */
function wordsOfLanguage(): NoticeWords {
  const date = (value: string) => formatDate(value, "medium");
  if (shownLanguage() === "en") return { ...ENGLISH_NOTICE_WORDS, date };
  return { category: (category) => t(`category.${category}`), date, weekdays: weekdayList };
}

/**
 * A notification's title and message in the reader's language; as stored when it holds no notice, or one this
 * version of the app does not know (a newer server's).
 */
export function noticeText(item: Notification): { title: string; message: string } {
  const stored = { title: item.title, message: item.message };
  if (!item.text) return stored;
  const title = `notice.${item.text.key}.title` as const;
  const message = `notice.${item.text.key}.message` as const;
  const values = noticeValues(item.text, wordsOfLanguage());
  const worded = { title: t(title, values), message: t(message, values) };
  return worded.title === title || worded.message === message ? stored : worded;
}
