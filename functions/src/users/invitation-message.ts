/**
 * The invitation a new account's person gets by e-mail, in their language: who added them, the app's address, the
 * Google address to sign in with, and the daily reminder (a student's) or digest (an admin's) to come. Every name is
 * escaped in the HTML part, and the only links are the app's own: its address and the one-click unsubscribe.
 */
import { DEFAULT_REMINDER_TIME, type Role } from "@common/constants";
import type { Translate } from "../i18n/translator";
import { escapeHtml, unsubscribeHeaders } from "../mail/mail-parts";
import type { MailMessage } from "../mail/mail-repository";

export interface Invitee {
  name: string;
  email: string;
  role: Role;
}

export interface InvitationLinks {
  /** The app's address, where the sign-in button is. */
  appUrl: string;
  unsubscribeUrl: string;
}

/** The e-mail inviting `person`, from `inviter` (the admin's name), naming the groups they joined, if any. */
export function invitationMail(
  person: Invitee,
  context: { inviter: string; groups: readonly string[] },
  links: InvitationLinks,
  say: Translate,
): MailMessage {
  const { inviter } = context;
  const paragraphs = [
    say("invitation.added", { inviter }),
    ...(context.groups.length > 0 ? [say("invitation.groups", { groups: context.groups.join(", ") })] : []),
    say("invitation.signIn", { email: person.email.trim() }),
  ];
  const reminder = say(person.role === "admin" ? "invitation.digest" : "invitation.reminder", {
    time: DEFAULT_REMINDER_TIME,
  });
  const text = [
    say("mail.hello", { name: person.name }),
    "",
    ...paragraphs,
    "",
    `${say("mail.open")}: ${links.appUrl}`,
    "",
    reminder,
    "",
    `${say("reminder.unsubscribe")}: ${links.unsubscribeUrl}`,
  ].join("\n");
  const html =
    `<p>${escapeHtml(say("mail.hello", { name: person.name }))}</p>` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") +
    `<p><a href="${escapeHtml(links.appUrl)}">${escapeHtml(say("mail.open"))}</a></p>` +
    `<p>${escapeHtml(reminder)}</p>` +
    `<p><small><a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(say("reminder.unsubscribe"))}</a></small></p>`;
  return {
    to: person.email.trim(),
    message: {
      subject: say("mail.subject", { subject: say("invitation.subject", { inviter }) }),
      text,
      html,
      headers: unsubscribeHeaders(links.unsubscribeUrl),
    },
  };
}
