/**
 * What a notification says, kept as a message of the catalogues with its values (`notice.<key>.title` and
 * `.message`), so that each reader's app words it in their language; its English words are stored beside it for
 * anything that reads the record without a catalogue.
 */
import { isCalendarDate } from "./calendar-date";
import type { Category } from "./constants";
import { weekdayList } from "./plan";

export type NoticeText =
  | { key: "assigned"; values: { category: Category; name: string; later: number } }
  | {
      key: "assignedMany";
      values: { count: number; category: Category; name: string; weekdays: string; until: string };
    }
  | { key: "joinedPlan"; values: { count: number; category: Category; name: string; until: string } }
  | { key: "movedAway"; values: { name: string; later: number } }
  | { key: "deadlineChanged"; values: { name: string; later: number; date: string } }
  | { key: "removed"; values: { name: string; later: number } }
  | { key: "verified"; values: { name: string; comment: string; voice?: boolean } }
  | { key: "verifiedMany"; values: { count: number; name: string; comment: string } }
  | { key: "sentBack"; values: { name: string; reason: string; voice?: boolean } }
  | { key: "messaged"; values: { name: string; author: string; text: string } };

export type NoticeKey = NoticeText["key"];

/** How a language writes the values a notice holds: a category, a calendar date, ISO weekdays ("1,3,5"). */
export interface NoticeWords {
  category: (category: Category) => string;
  date: (date: string) => string;
  weekdays: (weekdays: number[]) => string;
}

/** A calendar date as the app writes one in English ("Dec 11, 2026"), the same day in every time zone. */
const englishDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * English writes them as the notices always have: the category's name, "Mon, Wed", and the date as the rest of
 * the app writes one ("Dec 11, 2026", not the stored 2026-12-11).
 */
export const ENGLISH_NOTICE_WORDS: NoticeWords = {
  category: (category) => category,
  date: (date) => (isCalendarDate(date) ? englishDate.format(new Date(`${date}T00:00:00Z`)) : date),
  weekdays: weekdayList,
};

/** The values of a notice as a message of the catalogues takes them, written by `words`. */
export function noticeValues({ values }: NoticeText, words: NoticeWords): Record<string, string | number> {
  const { voice, ...rest } = values as NoticeText["values"] & { voice?: boolean };
  const written: Record<string, string | number> = { ...rest };
  if ("category" in values) written.category = words.category(values.category);
  if ("until" in values) written.until = words.date(values.until);
  if ("date" in values) written.date = words.date(values.date);
  if ("weekdays" in values) written.weekdays = words.weekdays(values.weekdays.split(",").map(Number));
  if ("comment" in values) written.hasComment = values.comment ? "yes" : "no";
  // A review's notice says whether a voice comment came with it (those stored before voice comments did not).
  if ("comment" in values || "reason" in values) written.voice = voice === true ? "yes" : "no";
  return written;
}
