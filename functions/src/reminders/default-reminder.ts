import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@common/constants";
import { canonicalTimeZone, DEFAULT_REMINDER_TIME, instantOf, localClock } from "./reminder-clock";

/** When a reminder at `time` is next due: today's time on the person's clock (none when it is off). */
export function nextOf(settings: { time: string | null; timeZone: string }): { next?: Timestamp } {
  if (!settings.time) return {};
  const today = localClock(new Date(), settings.timeZone).day;
  return { next: Timestamp.fromDate(instantOf(today, settings.time, settings.timeZone)) };
}

/**
 * The reminder a person has before they choose one (issue 35): 08:00 on the clock of the browser they signed in
 * with, by e-mail too. Given once, at a sign-in that reports a valid zone; a choice made since is never changed.
 */
export async function giveDefaultReminder(
  db: Firestore,
  userId: string,
  timeZone: string | undefined,
): Promise<boolean> {
  // Not an IANA zone this runtime knows: no default rather than a wrong one.
  const zone = timeZone ? canonicalTimeZone(timeZone) : null;
  if (!zone) return false;
  const ref = db.collection(COLLECTIONS.users).doc(userId);
  const settings = { time: DEFAULT_REMINDER_TIME, timeZone: zone, email: true };
  return db.runTransaction(async (transaction) => {
    const record = await transaction.get(ref);
    if (!record.exists || record.get("reminder") !== undefined) return false;
    transaction.update(ref, { reminder: { ...settings, ...nextOf(settings) } });
    return true;
  });
}
