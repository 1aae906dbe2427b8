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

/** One group's counts in a line of the class's digest. */
export function groupLine(name: string, { awaitingReview, behind, dueToday }: ClassSummary): string {
  return `${name}: ${plural(awaitingReview.count, "proof")} to review, ${plural(behind.length, "student")} behind, ${plural(dueToday, "task")} due today.`;
}

export function adminDigest(
  admin: { name: string; email: string },
  summary: ClassSummary,
  now: Date,
  links: { inboxUrl: string; boardUrl: string; unsubscribeUrl: string },
  /** The group the admin chose to show (the summary is of it), or the class's groups, each with its summary. */
  groups: { shown?: string; perGroup: { name: string; summary: ClassSummary }[] } = { perGroup: [] },
): { mail: MailMessage } | null {
  if (summary.awaitingReview.count === 0 && summary.behind.length === 0 && summary.dueToday === 0) return null;
  const lines = [
    ...(groups.shown ? [`${groups.shown} (the group you chose to show):`] : []),
    ...summaryLines(summary, now).map((line) =>
      groups.shown ? line.replace(" across the class.", " in the group.") : line,
    ),
    ...(groups.perGroup.length > 0
      ? ["By group:", ...groups.perGroup.map((group) => groupLine(group.name, group.summary))]
      : []),
  ];
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
