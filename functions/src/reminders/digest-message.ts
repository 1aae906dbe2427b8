/**
 * What a supervisor's morning digest says: the class summary as an e-mail in the Trigger Email shape (admins have
 * no bell; the same summary stands at the top of /admin). Nothing waiting, nobody behind and nothing due: no digest.
 */
import { ageParts } from "@common/age";
import type { ClassSummary } from "@common/api-types";
import type { Translate } from "../i18n/translator";
import type { MailMessage } from "../mail/mail-repository";
import { escapeHtml, unsubscribeHeaders } from "../mail/mail-parts";

/** The summary's lines, as the e-mail says them in `say`'s language; `scope` is the class or the chosen group. */
export function summaryLines(
  summary: ClassSummary,
  now: Date,
  say: Translate,
  scope: "class" | "group" = "class",
): string[] {
  const { awaitingReview, behind, dueToday } = summary;
  const age = awaitingReview.oldestSubmittedAt ? ageParts(awaitingReview.oldestSubmittedAt, now.getTime()) : null;
  const waiting =
    awaitingReview.count === 0
      ? say("digest.waitingNone")
      : say("digest.waiting", {
          count: awaitingReview.count,
          age: age ? say("digest.age", { unit: age.unit, count: age.count }) : "",
          aged: age ? "yes" : "no",
        });
  const describe = (student: ClassSummary["behind"][number]) =>
    say("digest.student", {
      name: student.name,
      figures: [
        student.overdueTasks > 0 ? say("digest.overdue", { count: student.overdueTasks }) : "",
        student.onTimeRate !== null ? say("digest.onTime", { rate: student.onTimeRate }) : "",
      ]
        .filter(Boolean)
        .join(", "),
    });
  const shown = behind.slice(0, 5).map(describe).join(", ");
  const more = behind.length > 5 ? say("reminder.more", { count: behind.length - 5 }) : "";
  const { questions } = summary;
  const questionAge = questions.oldestAt ? ageParts(questions.oldestAt, now.getTime()) : null;
  // Only when a student waits for an answer: a day without questions reads as it always has.
  const asking =
    questions.count > 0
      ? [
          say("digest.questions", {
            count: questions.count,
            age: questionAge ? say("digest.age", { unit: questionAge.unit, count: questionAge.count }) : "",
            aged: questionAge ? "yes" : "no",
          }),
        ]
      : [];
  return [
    waiting,
    ...asking,
    behind.length === 0
      ? say("digest.behindNone")
      : say("digest.behind", { count: behind.length, list: `${shown}${more}` }),
    say(scope === "group" ? "digest.dueTodayGroup" : "digest.dueTodayClass", { count: dueToday }),
  ];
}

/** One group's counts in a line of the class's digest. */
export function groupLine(
  name: string,
  { awaitingReview, behind, dueToday, questions }: ClassSummary,
  say: Translate,
): string {
  const line = say("digest.groupLine", {
    name,
    proofs: awaitingReview.count,
    students: behind.length,
    tasks: dueToday,
  });
  return questions.count > 0 ? `${line} ${say("digest.groupQuestions", { count: questions.count })}` : line;
}

export function adminDigest(
  admin: { name: string; email: string },
  summary: ClassSummary,
  now: Date,
  links: { inboxUrl: string; boardUrl: string; unsubscribeUrl: string },
  say: Translate,
  /** The group the admin chose to show (the summary is of it), or the class's groups, each with its summary. */
  groups: { shown?: string; perGroup: { name: string; summary: ClassSummary }[] } = { perGroup: [] },
): { mail: MailMessage } | null {
  const { awaitingReview, behind, dueToday, questions } = summary;
  if (awaitingReview.count === 0 && questions.count === 0 && behind.length === 0 && dueToday === 0) return null;
  const lines = [
    ...(groups.shown ? [say("digest.shownGroup", { name: groups.shown })] : []),
    ...summaryLines(summary, now, say, groups.shown ? "group" : "class"),
    ...(groups.perGroup.length > 0
      ? [say("digest.byGroup"), ...groups.perGroup.map((group) => groupLine(group.name, group.summary, say))]
      : []),
  ];
  const subject =
    awaitingReview.count > 0
      ? say("digest.subjectProofs", { count: awaitingReview.count })
      : questions.count > 0 && dueToday === 0
        ? say("digest.subjectQuestions", { count: questions.count })
        : say("digest.subjectDue", { count: dueToday });
  const text = [
    say("digest.hello", { name: admin.name }),
    "",
    ...lines,
    "",
    `${say("digest.reviewProofs")}: ${links.inboxUrl}`,
    `${say("digest.classBoard")}: ${links.boardUrl}`,
    "",
    `${say("digest.unsubscribe")}: ${links.unsubscribeUrl}`,
  ].join("\n");
  const html =
    `<p>${escapeHtml(say("digest.hello", { name: admin.name }))}</p>` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("") +
    `<p><a href="${escapeHtml(links.inboxUrl)}">${escapeHtml(say("digest.reviewProofs"))}</a> · ` +
    `<a href="${escapeHtml(links.boardUrl)}">${escapeHtml(say("digest.classBoard"))}</a></p>` +
    `<p><small><a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(say("digest.unsubscribe"))}</a></small></p>`;
  return {
    mail: {
      to: admin.email,
      message: {
        subject: say("mail.subject", { subject }),
        text,
        html,
        headers: unsubscribeHeaders(links.unsubscribeUrl),
      },
    },
  };
}
