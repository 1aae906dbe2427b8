/** A person's own reminder (a student's) or digest (an admin's), as they set it in Profile. */
import type { User } from "@common/api-types";
import type { ReminderSettingsInput } from "@common/validation";
import { badRequest } from "../errors";
import { canonicalTimeZone } from "../lib/time-zones";
import type { UserRepository } from "../users/user-repository";

export type ReminderSettingsDeps = { users: Pick<UserRepository, "findById" | "setReminder"> };

/**
 * Saves the reminder and when it is next due: today's time on the person's clock, so a time already passed
 * today brings today's reminder at the next run (once: the log keeps it from being sent twice). The zone is
 * kept in its canonical spelling; a threshold is a setting of an admin's digest only. Returns the user as saved.
 */
export async function saveReminderSettings(
  { users }: ReminderSettingsDeps,
  person: Pick<User, "_id" | "role">,
  input: ReminderSettingsInput,
): Promise<User | null> {
  const timeZone = canonicalTimeZone(input.timeZone);
  if (!timeZone) throw badRequest("timeZone must be an IANA time zone such as Europe/Paris.");
  if (input.behindBelow !== undefined && person.role !== "admin") {
    throw badRequest("behindBelow is a setting of an admin's digest.");
  }
  await users.setReminder(person._id, { ...input, timeZone });
  return users.findById(person._id);
}
