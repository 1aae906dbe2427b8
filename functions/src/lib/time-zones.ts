/**
 * Time zones, one rule for all: a zone is a canonical IANA name this runtime knows (an offset such as `+05:30`,
 * which one Node accepts and another refuses, is not one), and the calendar day and minute of an instant are
 * read on its clock with one formatter per zone.
 */
import { badRequest } from "../errors";

/** An IANA zone as the runtime names it (`europe/paris` → `Europe/Paris`), or null for anything else. */
export function canonicalTimeZone(timeZone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(timeZone)) return null;
  try {
    const canonical = new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone;
    return /^[A-Za-z]/.test(canonical) ? canonical : null;
  } catch {
    return null;
  }
}

/** One formatter per zone; bounded, since a zone could come from an old record in any spelling. */
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 1000;

/** The calendar day (`YYYY-MM-DD`) and the minute of that day an instant is on a time zone's clock. */
export function localClock(instant: Date, timeZone: string): { day: string; minute: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * A function giving the calendar day of an instant in a time zone a request named (none means UTC), made once:
 * a zone that is not a canonical IANA name is a 400 here, before any work.
 */
export function dayIn(timeZone: string | undefined): (instant: Date) => string {
  const zone = timeZone ? canonicalTimeZone(timeZone) : "UTC";
  if (!zone) throw badRequest("timeZone must be an IANA time zone such as Europe/Paris.");
  return (instant) => localClock(instant, zone).day;
}

/** The calendar day it is now in a time zone a request named (none means UTC). */
export const todayIn = (timeZone: string | undefined, now = new Date()): string => dayIn(timeZone)(now);
