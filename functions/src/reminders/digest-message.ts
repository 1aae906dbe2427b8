/**
 * What a supervisor's morning digest says: the class summary as an e-mail in the Trigger Email shape (admins have
 * no bell; the same summary stands at the top of /admin). Nothing waiting, nobody behind and nothing due: no digest.
 */
import { ageOf, plural } from "@common/age";
import type { ClassSummary } from "@common/api-types";
import type { MailMessage } from "../mail/mail-repository";
import { escapeHtml, unsubscribeHeaders } from "./reminder-message";

/** The summary's lines, as the e-mail says them. */
export function summaryLines(summary: ClassSummary, now: Date): string[] {
  const { awaitingReview, behind, dueToday } = summary;
  const waiting =
    awaitingReview.count === 0
      ? "No proofs await review."
      : `${plural(awaitingReview.count, "proof")} await${awaitingReview.count === 1 ? "s" : ""} review` +
        (awaitingReview.oldestSubmittedAt
          ? ` (oldest sent ${ageOf(awaitingReview.oldestSubmittedAt, now.getTime())} ago).`
          : ".");
  const describe = (student: ClassSummary["behind"][number]) =>
    `${student.name} (${[
      student.overdueTasks > 0 ? `${student.overdueTasks} overdue` : "",
      student.onTimeRate !== null ? `${student.onTimeRate}% on time` : "",
    ]
      .filter(Boolean)
      .join(", ")})`;
  const shown = behind.slice(0, 5).map(describe).join(", ");
  const more = behind.length > 5 ? ` and ${behind.length - 5} more` : "";
  return [
    waiting,
    behind.length === 0 ? "No student is behind." : `${plural(behind.length, "student")} behind: ${shown}${more}.`,
    `${plural(dueToday, "task")} due today across the class.`,
  ];
}

export function adminDigest(
  admin: { name: string; email: string },
  summary: ClassSummary,
  now: Date,
  links: { inboxUrl: string; boardUrl: string; unsubscribeUrl: string },
): { mail: MailMessage } | null {
  if (summary.awaitingReview.count === 0 && summary.behind.length === 0 && summary.dueToday === 0) return null;
  const lines = summaryLines(summary, now);
  const subject =
    summary.awaitingReview.count > 0
      ? `${plural(summary.awaitingReview.count, "proof")} to review`
      : `${plural(summary.dueToday, "task")} due today`;
  const text = [
    `Good morning ${admin.name},`,
    "",
    ...lines,
    "",
    `Review proofs: ${links.inboxUrl}`,
    `Class board: ${links.boardUrl}`,
    "",
    `No more digest e-mails: ${links.unsubscribeUrl}`,
  ].join("\n");
  const html =
    `<p>Good morning ${escapeHtml(admin.name)},</p>` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
    `<p><a href="${escapeHtml(links.inboxUrl)}">Review proofs</a> · <a href="${escapeHtml(links.boardUrl)}">Class board</a></p>` +
    `<p><small><a href="${escapeHtml(links.unsubscribeUrl)}">No more digest e-mails</a></small></p>`;
  return {
    mail: {
      to: admin.email,
      message: { subject: `Task Planner — ${subject}`, text, html, headers: unsubscribeHeaders(links.unsubscribeUrl) },
    },
  };
}
