import type { Notification } from "@common/api-types";
import { ENGLISH_NOTICE_WORDS, noticeValues, type NoticeWords } from "@common/notice";
import { formatDate } from "@/lib/dates";
import { weekdayList } from "@/lib/weekdays";
import { shownLanguage, t } from "@/lib/i18n/i18n";

/** How the language shown writes a notice's values; English as the notices were always stored. */
function wordsOfLanguage(): NoticeWords {
  const language = shownLanguage();
  if (language === "en") return ENGLISH_NOTICE_WORDS;
  return {
    category: (category) => t(`category.${category}`),
    date: (date) => formatDate(date, "dayMonthYear"),
    weekdays: weekdayList,
  };
}

/** A notification's title and message in the reader's language; as stored when it holds no notice. */
export function noticeText(item: Notification): { title: string; message: string } {
  if (!item.text) return { title: item.title, message: item.message };
  const values = noticeValues(item.text, wordsOfLanguage());
  return {
    title: t(`notice.${item.text.key}.title`, values),
    message: t(`notice.${item.text.key}.message`, values),
  };
}
