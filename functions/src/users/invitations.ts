/**
 * Invitations: the e-mail a new account's person gets (Add New User's box, Add many), and the same sent again from
 * Users while the account has never been signed in to. Queued in the mail outbox as the reminders are, and sent by
 * its next run.
 */
import type { Request } from "express";
import type { User } from "@common/api-types";
import type { Language } from "@common/languages";
import { currentUser } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import { notFound } from "../errors";
import { translatorFor } from "../i18n/translator";
import { callerLanguage } from "../http/caller-language";
import { inLanguage, unsubscribeUrl } from "../mail/mail-parts";
import type { MailMessage } from "../mail/mail-repository";
import { enforce, type RateLimiter } from "../rate-limits/rate-limit-repository";
import { invitationMail, type Invitee } from "./invitation-message";
import type { UserRepository } from "./user-repository";

/** What an invitation's links need: the app's address, and the secret its unsubscribe link is signed with. */
export interface InvitationSettings {
  appUrl: string;
  sessionSecret: string;
}

/** Who invites: their name, which the e-mail says, and their language, the e-mail's when the person has none yet. */
export interface Inviter {
  _id: string;
  name: string;
  language: Language;
}

/** The signed-in admin as the inviter of the accounts they add: their name, and their language. */
export const inviterOf = (req: Request): Inviter => {
  const { _id, name } = currentUser(req);
  return { _id, name, language: callerLanguage(req) };
};

export interface InvitationDeps {
  invitations: InvitationSettings;
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "invitations" | "invitationsPerAccount">;
}

/** The invitation of the account `id`'s person, in their language (else the inviter's), naming the groups they joined. */
export async function invitationFor(
  settings: InvitationSettings,
  id: string,
  person: Invitee & { language?: Language },
  inviter: Inviter,
  groups: readonly string[] = [],
): Promise<MailMessage> {
  const language = person.language ?? inviter.language;
  const links = inLanguage(
    { appUrl: `${settings.appUrl}/`, unsubscribeUrl: unsubscribeUrl(settings.appUrl, id, settings.sessionSecret) },
    language,
  );
  return invitationMail(person, { inviter: inviter.name, groups }, links, await translatorFor(language));
}

/** Counts `count` invitations against the admin's hourly quota (429, with nothing written, past it). */
export const chargeInvitations = (deps: InvitationDeps, inviter: Inviter, count: number) =>
  count > 0 ? enforce(deps.rateLimiter, "invitations", deps.rateLimits.invitations, inviter._id, count) : undefined;

/**
 * Sends an account's invitation again: only while it has never been signed in to, is active and has not turned the
 * e-mails off, and at most as often as RateLimits.invitationsPerAccount allows (once an hour). Returns the account.
 */
export async function resendInvitation(
  deps: InvitationDeps & { users: Pick<UserRepository, "findById" | "queueInvitation"> },
  id: string,
  inviter: Inviter,
): Promise<User> {
  const person = await deps.users.findById(id);
  if (!person) throw notFound("There is no such user.");
  const mail = await invitationFor(deps.invitations, id, person, inviter);
  await chargeInvitations(deps, inviter, 1);
  return deps.users.queueInvitation(id, mail, deps.rateLimits.invitationsPerAccount);
}
