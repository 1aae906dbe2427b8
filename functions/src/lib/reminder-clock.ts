/**
 * When a person's daily reminder is due: at their reminder time on their own clock. A run of the
 * reminder job asks, for each person, which local day's reminder is due now; the day names the one record
 * that keeps it from being sent twice (the spring-forward gap and the autumn's repeated hour included).
 */

import { addDays } from "@common/calendar-date";
import { localClock } from "./time-zones";


export interface ReminderSetting {
  /** `HH:mm`, or null when the person turned reminders off. */
  time: string | null;
  /** An IANA time zone, such as Europe/Paris. */
  timeZone: string;
}

/** Minutes after midnight of an `HH:mm` time. */
export const minuteOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/**
 * The local day whose reminder is due at `now`, or null when none is: reminders off, or the reminder time not
 * yet reached on the person's clock today. A time the clock skips (the spring-forward hour) is reached when
 * the clock passes it, so that day still has its reminder.
 */
export function dueReminderDay(setting: ReminderSetting, now: Date): string | null {
  if (!setting.time) return null;
  const { day, minute } = localClock(now, setting.timeZone);
  return minute >= minuteOf(setting.time) ? day : null;
}

/** The instant a calendar day begins when read as UTC: whole days, never a clock. */
const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/**
 * The instant a time of day is reached on a local day of a time zone: where the clock skips that time (spring
 * forward) the instant it names lies in the skipped hour's neighbourhood, and the reminder is sent at the first
 * run at which dueReminderDay finds it due.
 */
export function instantOf(day: string, time: string, timeZone: string): Date {
  const wall = dayNumber(day) + minuteOf(time) * 60_000;
  // The zone's offset at an instant: its clock read as if it were UTC, minus the instant.
  const offset = (instant: number) => {
    const clock = localClock(new Date(instant), timeZone);
    return dayNumber(clock.day) + clock.minute * 60_000 - Math.floor(instant / 60_000) * 60_000;
  };
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

/** When the reminder after the one of `day` is due: the reminder time of the next local day. */
export function nextReminderAt(setting: ReminderSetting & { time: string }, day: string): Date {
  return instantOf(addDays(day, 1), setting.time, setting.timeZone);
}

/**
 * When a reminder at `time` is next due, as its settings are saved: today's time on the person's clock, so a
 * time already passed today brings today's reminder at the next run (null when reminders are off).
 */
export function firstReminderAt(setting: ReminderSetting, now = new Date()): Date | null {
  if (!setting.time) return null;
  return instantOf(localClock(now, setting.timeZone).day, setting.time, setting.timeZone);
}
