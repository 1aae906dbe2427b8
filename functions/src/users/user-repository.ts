import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { SocialLink, User, UserSummary } from "@common/api-types";
import { toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS, DEFAULT_BEHIND_BELOW, DEFAULT_REMINDER_TIME, ROLES, type Role } from "@common/constants";
import { isLanguage, SOURCE_LANGUAGE, type Language } from "@common/languages";
import { emailKey } from "@common/user-list";
import { AppError, conflict, notFound } from "../errors";
import type { EditUserInput } from "@common/validation";
import { MailRepository, type MailMessage } from "../mail/mail-repository";
import type { RateLimit } from "../rate-limits/rate-limit-repository";
import { fileUrl } from "../files/file-urls";
import { firstReminderAt } from "../lib/reminder-clock";
import { deleteMessagesOfPerson } from "../lib/firestore/thread-messages";
import { canonicalTimeZone } from "../lib/time-zones";
import { GRPC_STATUS, hasGrpcStatus } from "../lib/firestore/grpc-status";
import { OPEN_COUNTS_FIELD, openTasksOf, progressOf } from "./student-counts-record";

/** A user as stored: the API never sends `emailLower` or the file key, only the picture's URL. */
export interface UserRecord {
  name: string;
  email: string;
  emailLower: string;
  role: Role;
  pictureKey: string | null;
  phoneNumber: string;
  birthDate: string;
  socialLinks: SocialLink[];
  language?: Language;
}

export type NewUser = Omit<UserRecord, "emailLower" | "pictureKey" | "socialLinks"> & {
  pictureKey?: string | null;
  socialLinks?: SocialLink[];
};

export type ProfileFields = Pick<UserRecord, "name" | "phoneNumber" | "birthDate" | "socialLinks">;

/**
 * What a new account is made with beyond its fields: whether it awaits its first sign-in (an admin made it: Users
 * says so until then), its invitation e-mail, and who made it in Add many.
 */
export interface NewAccountExtras {
  awaitingSignIn?: boolean;
  invitation?: MailMessage;
  addedBy?: AddedBy;
  now?: Date;
}

/** 429 with the wait: an account is sent an invitation at most so often (RateLimits.invitationsPerAccount). */
export const invitationTooSoon = (name: string, seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    `${name} was sent an invitation a short while ago: send it again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    "rate_limited",
    { "Retry-After": String(seconds) },
    [],
    { key: "refusal.invitationTooSoon", values: { name, minutes } },
  );
};

export const normalizeEmail = emailKey;

/** Who made an account in Add many, and in which request: the same request sent again finds its own accounts. */
export interface AddedBy {
  admin: string;
  request: string;
}

/** The times of a record's invitations (`invitedAt`), oldest first. */
const invitationTimes = (value: unknown): Timestamp[] =>
  Array.isArray(value) ? value.filter((time): time is Timestamp => time instanceof Timestamp) : [];

/** Turns a stored user document into the plain object the API sends; a student's with their recent progress. */
export function toUser(snapshot: DocumentSnapshot, today = toCalendarDate(new Date())): User | null {
  const data = snapshot.data();
  if (!data) return null;
  const role: Role = ROLES.includes(data.role) ? data.role : "student";
  return {
    _id: snapshot.id,
    name: String(data.name ?? ""),
    email: String(data.email ?? ""),
    role,
    picture: data.pictureKey ? fileUrl(String(data.pictureKey)) : "",
    phoneNumber: String(data.phoneNumber ?? ""),
    birthDate: String(data.birthDate ?? ""),
    socialLinks: Array.isArray(data.socialLinks) ? data.socialLinks : [],
    active: data.active !== false,
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toDate().toISOString() : "",
    ...(role === "student" ? { progress: progressOf(snapshot, today) } : {}),
    ...(typeof data.notificationCounts?.unread === "number"
      ? {
          notificationCounts: {
            unread: Number(data.notificationCounts.unread),
            version: Number(data.notificationCounts.version ?? 0),
          },
        }
      : {}),
    ...(data.reminder && typeof data.reminder.timeZone === "string"
      ? {
          reminder: {
            time: typeof data.reminder.time === "string" ? data.reminder.time : null,
            timeZone: String(data.reminder.timeZone),
            email: data.reminder.email !== false,
            ...(typeof data.reminder.behindBelow === "number" ? { behindBelow: data.reminder.behindBelow } : {}),
          },
        }
      : {}),
    ...(typeof data.shownGroup === "string" ? { shownGroup: data.shownGroup } : {}),
    ...(isLanguage(data.language) ? { language: data.language } : {}),
    // Only accounts made since sign-ins are recorded say null until their first; older ones say nothing.
    ...(data.firstSignInAt === null
      ? { awaitingSignIn: { invitedAt: invitationTimes(data.invitedAt).at(-1)?.toDate().toISOString() ?? null } }
      : {}),
  };
}

/** A user with their open and overdue tasks, counted per deadline on their own document (see student-counts-record). */
function toUserSummary(snapshot: DocumentSnapshot, today: string): UserSummary | null {
  const user = toUser(snapshot, today);
  return user ? { ...user, ...openTasksOf(snapshot, today) } : null;
}

/** A person whose reminder or digest is due, as the reminder job reads them. */
export interface ReminderPerson {
  _id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** `HH:mm` on their clock (08:00 until they choose), or null when they turned it off. */
  time: string | null;
  timeZone: string;
  /** False once they turned reminder e-mails off. */
  byEmail: boolean;
  /** An admin's threshold for a student behind. */
  behindBelow: number;
  /** A student's deadlines with open tasks. */
  openDays: string[];
  /** The group an admin chose to show, which their digest is of. */
  shownGroup?: string;
  /** What their reminder or digest is written in. */
  language: Language;
}

/** An admin's threshold as their record keeps it. */
export function behindBelowOf(record: { get(field: string): unknown }): number {
  const value = record.get("reminder.behindBelow");
  return typeof value === "number" && value >= 0 && value <= 100 ? value : DEFAULT_BEHIND_BELOW;
}

function toReminderPerson(snapshot: DocumentSnapshot): ReminderPerson {
  const time = snapshot.get("reminder.time") as unknown;
  const open = (snapshot.get(OPEN_COUNTS_FIELD) ?? {}) as Record<string, unknown>;
  return {
    _id: snapshot.id,
    name: String(snapshot.get("name") ?? ""),
    email: String(snapshot.get("email") ?? ""),
    role: snapshot.get("role") === "admin" ? "admin" : "student",
    active: snapshot.get("active") !== false,
    time: time === null ? null : typeof time === "string" ? time : DEFAULT_REMINDER_TIME,
    timeZone: String(snapshot.get("reminder.timeZone") ?? "UTC"),
    byEmail: snapshot.get("reminder.email") !== false,
    behindBelow: behindBelowOf(snapshot),
    openDays: Object.entries(open)
      .filter(([, count]) => typeof count === "number" && count > 0)
      .map(([day]) => day),
    ...(typeof snapshot.get("shownGroup") === "string" ? { shownGroup: String(snapshot.get("shownGroup")) } : {}),
    language: languageOf(snapshot),
  };
}

/** The language a person's record names, else the source language. */
export function languageOf(record: { get(field: string): unknown }): Language {
  const language = record.get("language");
  return isLanguage(language) ? language : SOURCE_LANGUAGE;
}

export class UserRepository {
  private readonly outbox: MailRepository;

  constructor(private readonly db: Firestore) {
    this.outbox = new MailRepository(db);
  }

  private get collection() {
    return this.db.collection(COLLECTIONS.users);
  }

  private emailDoc(email: string) {
    return this.db.collection(COLLECTIONS.userEmails).doc(normalizeEmail(email));
  }

  /** A fresh document id, for files stored before their user exists. */
  newId(): string {
    return this.collection.doc().id;
  }

  async findById(id: string): Promise<User | null> {
    return toUser(await this.collection.doc(id).get());
  }

  /** Every student, by name (the class board). */
  async students(today: string): Promise<User[]> {
    const snapshot = await this.collection.where("role", "==", "student").get();
    return snapshot.docs
      .map((doc) => toUser(doc, today))
      .filter((user): user is User => user !== null)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Every student with their open and overdue task counts (the class summary). */
  async studentSummaries(today: string): Promise<UserSummary[]> {
    const snapshot = await this.collection.where("role", "==", "student").get();
    return snapshot.docs.map((doc) => toUserSummary(doc, today)).filter((user): user is UserSummary => user !== null);
  }

  /** Several users in one round trip, in the order asked (null where there is none). */
  async findManyById(ids: string[]): Promise<(User | null)[]> {
    if (ids.length === 0) return [];
    const snapshots = await this.db.getAll(...ids.map((id) => this.collection.doc(id)));
    return snapshots.map((snapshot) => toUser(snapshot));
  }

  /** E-mail addresses are unique ignoring case; the index document says whose an address is. */
  async findByEmail(email: string): Promise<User | null> {
    // No account's address holds a slash (validation refuses it), and Firestore would take it for a path.
    if (email.includes("/")) return null;
    const index = await this.emailDoc(email).get();
    const userId = index.get("userId");
    return typeof userId === "string" ? this.findById(userId) : null;
  }

  /**
   * Every user, sorted by name, with their open and overdue task counts (overdue: due before `today`). One
   * query: the counts live on each user's document.
   */
  async list(today: string): Promise<UserSummary[]> {
    const snapshot = await this.collection.get();
    return snapshot.docs
      .map((doc) => toUserSummary(doc, today))
      .filter((user): user is UserSummary => user !== null)
      .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
  }

  /**
   * An admin's edit of an account. An admin cannot take their own admin role away, and the last active admin
   * stays one: checked in the transaction that writes, so two demotions at once cannot both pass.
   */
  async updateByAdmin(id: string, fields: EditUserInput, actorId: string): Promise<User> {
    const ref = this.collection.doc(id);
    await this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const user = toUser(snapshot);
      if (!user) throw notFound("There is no such user.");
      if (user.role === "admin" && fields.role !== "admin") {
        if (id === actorId) throw conflict("You cannot take your own admin role away.");
        await this.assertAnotherActiveAdmin(transaction, id);
      }
      // Admins have no tasks of their own to do: a student's open tasks would be left with nobody to see them.
      if (user.role === "student" && fields.role === "admin" && openTasksOf(snapshot, "").openTasks > 0) {
        throw conflict("This student still has open tasks: move or delete them before making them an admin.");
      }
      transaction.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
    });
    return this.mustFind(id);
  }

  /** Deactivates or reactivates an account; the same guards as for a demotion. Says whether it changed. */
  async setActive(id: string, active: boolean, actorId: string): Promise<{ user: User; changed: boolean }> {
    const ref = this.collection.doc(id);
    const changed = await this.db.runTransaction(async (transaction) => {
      const user = toUser(await transaction.get(ref));
      if (!user) throw notFound("There is no such user.");
      if (!active && id === actorId) throw conflict("You cannot deactivate your own account.");
      if (user.active === active) return false;
      if (!active && user.role === "admin") await this.assertAnotherActiveAdmin(transaction, id);
      transaction.update(ref, { active, updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
    return { user: await this.mustFind(id), changed };
  }

  /** 409 unless an active admin other than `exceptId` exists (in the transaction when one is given). */
  async assertAnotherActiveAdmin(transaction: FirebaseFirestore.Transaction | null, exceptId: string) {
    const query = this.collection.where("role", "==", "admin");
    const admins = transaction ? await transaction.get(query) : await query.get();
    const others = admins.docs.filter((doc) => doc.id !== exceptId && doc.get("active") !== false);
    if (others.length === 0) throw conflict("This is the last active admin: make another admin first.");
  }

  /**
   * Deletes the account record and its e-mail index together (after its tasks, notifications and sessions
   * are gone: see users-service); returns its picture key for the caller to delete.
   */
  async delete(id: string, actorId: string): Promise<{ pictureKey: string | null }> {
    const ref = this.collection.doc(id);
    const deleted = await this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const user = toUser(snapshot);
      if (!user) throw notFound("There is no such user.");
      if (id === actorId) throw conflict("You cannot delete your own account.");
      if (user.role === "admin") await this.assertAnotherActiveAdmin(transaction, id);
      transaction.delete(ref);
      transaction.delete(this.emailDoc(user.email));
      const pictureKey = snapshot.get("pictureKey");
      return { pictureKey: typeof pictureKey === "string" ? pictureKey : null };
    });
    // Once the record is gone no message can be written by or to them (a message's transaction reads it).
    await deleteMessagesOfPerson(this.db, id);
    return deleted;
  }

  private async mustFind(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw notFound("There is no such user.");
    return user;
  }

  /** Updates the editable profile fields; undefined when there is no such user. */
  async updateProfile(id: string, fields: ProfileFields | Pick<UserRecord, "language">): Promise<User | null> {
    const ref = this.collection.doc(id);
    try {
      await ref.update({ ...fields, updatedAt: FieldValue.serverTimestamp() });
    } catch (error) {
      if (hasGrpcStatus(error, GRPC_STATUS.NOT_FOUND)) return null;
      throw error;
    }
    return this.findById(id);
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.collection.doc(id).update({ role, updatedAt: FieldValue.serverTimestamp() });
  }

  /**
   * Points the user at a new picture and returns the key of the one it replaced, which the caller deletes
   * only now that nothing refers to it. 404 when there is no such user.
   */
  async replacePicture(id: string, pictureKey: string | null): Promise<{ previousKey: string | null }> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw notFound("Your account no longer exists.");
      const previous = snapshot.get("pictureKey");
      transaction.update(ref, { pictureKey, updatedAt: FieldValue.serverTimestamp() });
      return { previousKey: typeof previous === "string" ? previous : null };
    });
  }

  /**
   * Creates the user and claims the address in one batch: if the address is taken (in any letter case) the
   * batch fails as a whole and nothing is written. Returns the user as stored.
   */
  async create(input: NewUser, id: string = this.collection.doc().id, extras: NewAccountExtras = {}): Promise<User> {
    await this.insert(input, id, extras);
    return this.mustFind(id);
  }

  /**
   * `create` without reading the user back (Add many makes hundreds). Its invitation, when it has one, is queued in
   * the same batch: an account and its invitation are written together or not at all, so a request sent again
   * never invites anyone twice. One made by an admin awaits its first sign-in (`firstSignInAt` null).
   */
  async insert(input: NewUser, id: string, extras: NewAccountExtras = {}) {
    const { awaitingSignIn = false, invitation, addedBy, now = new Date() } = extras;
    const { language, ...fields } = input;
    const record: UserRecord = {
      ...fields,
      ...(language ? { language } : {}),
      email: input.email.trim(),
      emailLower: normalizeEmail(input.email),
      pictureKey: input.pictureKey ?? null,
      socialLinks: input.socialLinks ?? [],
    };
    const batch = this.db.batch();
    batch.create(this.emailDoc(record.email), { userId: id });
    batch.create(this.collection.doc(id), {
      ...record,
      ...(awaitingSignIn ? { firstSignInAt: null } : {}),
      ...(invitation ? { invitedAt: [Timestamp.fromDate(now)] } : {}),
      ...(addedBy ? { addedBy } : {}),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (invitation) this.outbox.queueIn(batch, invitation, now);
    try {
      await batch.commit();
    } catch (error) {
      if (hasGrpcStatus(error, GRPC_STATUS.ALREADY_EXISTS)) {
        throw conflict(`A user with the email ${record.email} already exists.`, {
          key: "refusal.emailTaken",
          values: { email: record.email },
        });
      }
      throw error;
    }
  }

  /** Whose an address is, and who made that account in Add many (if it was made there): null when nobody's. */
  async whoHas(email: string): Promise<{ id: string; addedBy?: AddedBy } | null> {
    if (email.includes("/")) return null;
    const userId = (await this.emailDoc(email).get()).get("userId");
    if (typeof userId !== "string") return null;
    const addedBy = (await this.collection.doc(userId).get()).get("addedBy") as Partial<AddedBy> | undefined;
    return typeof addedBy?.admin === "string" && typeof addedBy.request === "string"
      ? { id: userId, addedBy: { admin: addedBy.admin, request: addedBy.request } }
      : { id: userId };
  }

  /** The account's first sign-in: it no longer awaits one. Nothing when the account is gone. */
  async recordFirstSignIn(id: string): Promise<void> {
    await this.collection
      .doc(id)
      .update({ firstSignInAt: FieldValue.serverTimestamp() })
      .catch((error: unknown) => {
        if (!hasGrpcStatus(error, GRPC_STATUS.NOT_FOUND)) throw error;
      });
  }

  /**
   * Queues an invitation again to an account that has never been signed in to, within `limit` (the invitations one
   * account may get in a window that ends now: 429 with the wait otherwise). Checked and written in one transaction,
   * so two admins pressing at once send one.
   */
  async queueInvitation(id: string, mail: MailMessage, limit: RateLimit, now = new Date()): Promise<User> {
    const ref = this.collection.doc(id);
    await this.db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const person = toUser(snapshot);
      if (!person) throw notFound("There is no such user.");
      if (!person.awaitingSignIn) {
        throw conflict(`${person.name} has already signed in: they need no invitation.`, {
          key: "refusal.alreadySignedIn",
          values: { name: person.name },
        });
      }
      if (!person.active) throw conflict("This account is deactivated: reactivate it before inviting its person.");
      if (snapshot.get("reminder.email") === false) {
        throw conflict(`${person.name} turned Task Planner's e-mails off: tell them another way.`, {
          key: "refusal.emailsOff",
          values: { name: person.name },
        });
      }
      const since = now.getTime() - limit.windowSeconds * 1000;
      const recent = invitationTimes(snapshot.get("invitedAt")).filter((time) => time.toMillis() > since);
      if (recent.length >= limit.limit) {
        // The wait: until the oldest of the last `limit` invitations leaves the window.
        const oldest = recent.at(-limit.limit);
        const seconds = oldest ? Math.ceil((oldest.toMillis() - since) / 1000) : limit.windowSeconds;
        throw invitationTooSoon(person.name, Math.max(1, seconds));
      }
      this.outbox.queueIn(transaction, mail, now);
      transaction.update(ref, { invitedAt: [...recent, Timestamp.fromDate(now)].slice(-Math.max(1, limit.limit)) });
    });
    return this.mustFind(id);
  }

  /**
   * A person's daily reminder (a student's) or morning digest (an admin's), and when it is next due. An admin's
   * threshold stays as it was when a change does not name it.
   */
  async setReminder(
    id: string,
    settings: { time: string | null; timeZone: string; email: boolean; behindBelow?: number },
  ): Promise<void> {
    const next = firstReminderAt(settings);
    await this.collection.doc(id).update({
      "reminder.time": settings.time,
      "reminder.timeZone": settings.timeZone,
      "reminder.email": settings.email,
      ...(settings.behindBelow !== undefined ? { "reminder.behindBelow": settings.behindBelow } : {}),
      "reminder.next": next ? Timestamp.fromDate(next) : FieldValue.delete(),
    });
  }

  /** The language a person chose for the app and what it writes to them. */
  async setLanguage(id: string, language: Language): Promise<User | null> {
    return this.updateProfile(id, { language });
  }

  /**
   * The language a person has before anyone chooses one: their browser's at their first sign-in, when the app
   * speaks it. A choice made since is never changed. Whether it was given.
   */
  async giveDefaultLanguage(id: string, language: Language): Promise<boolean> {
    const ref = this.collection.doc(id);
    return this.db.runTransaction(async (transaction) => {
      const record = await transaction.get(ref);
      if (!record.exists || record.get("language") !== undefined) return false;
      transaction.update(ref, { language });
      return true;
    });
  }

  /** The group an admin's lists are narrowed to, or none (every student). */
  async setShownGroup(id: string, groupId: string | null): Promise<void> {
    await this.collection.doc(id).update({ shownGroup: groupId ?? FieldValue.delete() });
  }

  /** A deleted group is shown to nobody any more. */
  async forgetShownGroup(groupId: string): Promise<void> {
    const snapshot = await this.collection.where("shownGroup", "==", groupId).get();
    await Promise.all(snapshot.docs.map((doc) => doc.ref.update({ shownGroup: FieldValue.delete() })));
  }

  /**
   * The reminder a person has before they choose one: 08:00 on the clock of the browser they signed in with, by
   * e-mail too (unless they unsubscribed from their invitation e-mail). Given once, at a sign-in that reports a zone this runtime knows; a choice made since is never
   * changed. Whether it was given.
   */
  async giveDefaultReminder(id: string, timeZone: string | undefined): Promise<boolean> {
    const zone = timeZone ? canonicalTimeZone(timeZone) : null;
    if (!zone) return false;
    const ref = this.collection.doc(id);
    const settings = { time: DEFAULT_REMINDER_TIME, timeZone: zone, email: true };
    const next = firstReminderAt(settings);
    return this.db.runTransaction(async (transaction) => {
      const record = await transaction.get(ref);
      // A reminder with a zone was chosen or given already; one without is an invitation's unsubscribe, which stays.
      if (!record.exists || record.get("reminder.timeZone") !== undefined) return false;
      const email = record.get("reminder.email") !== false;
      transaction.update(ref, {
        reminder: { ...settings, email, ...(next ? { next: Timestamp.fromDate(next) } : {}) },
      });
      return true;
    });
  }

  /** When the person's next reminder is due (null: none, their reminder is off); nothing when the account is gone. */
  async scheduleReminder(id: string, next: Date | null): Promise<void> {
    await this.collection
      .doc(id)
      .update({ "reminder.next": next ? Timestamp.fromDate(next) : FieldValue.delete() })
      .catch(() => undefined);
  }

  /** One-click unsubscribe: the reminder e-mails stop, the reminder in the app stays. */
  async stopReminderEmails(id: string): Promise<void> {
    await this.collection
      .doc(id)
      .update({ "reminder.email": false })
      .catch(() => undefined);
  }

  /**
   * The students and admins (deactivated ones too: the job puts them off) whose next reminder or digest is due
   * by `now` (`reminder.next`, kept by the job and by a change of their settings): a run reads those only.
   */
  async dueForReminder(now: Date): Promise<ReminderPerson[]> {
    const snapshot = await this.collection.where("reminder.next", "<=", Timestamp.fromDate(now)).get();
    return snapshot.docs.filter((doc) => ["student", "admin"].includes(String(doc.get("role")))).map(toReminderPerson);
  }

  /** An admin's threshold for a student behind. */
  async behindBelowOf(id: string): Promise<number> {
    return behindBelowOf(await this.collection.doc(id).get());
  }
}
