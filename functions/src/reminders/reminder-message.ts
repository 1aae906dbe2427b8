/**
 * What a student's daily reminder says: today's tasks by name and category and what is overdue,
 * as an in-app notification and as an e-mail in the document shape of Firebase's Trigger Email extension.
 * A student with nothing to do gets none.
 */
import type { RelatedTask, Task } from "@common/api-types";
import { taskState } from "@common/task-state";
import type { Translate } from "../i18n/translator";
import { escapeHtml, unsubscribeHeaders } from "../mail/mail-parts";
import type { MailMessage } from "../mail/mail-repository";

export interface StudentReminder {
  title: string;
  notification: string;
  /** The task the in-app reminder leads to: the day's first, or the oldest overdue one. */
  opens: RelatedTask;
  mail: MailMessage;
}

/** Tasks still waiting for the student's proof: none sent yet, or sent back to redo. */
const open = (task: Task) => ["awaiting_proof", "needs_redo"].includes(taskState(task));

/** Tasks a reminder names in each list; the rest are counted ("and 12 more"). */
export const MAX_LISTED = 10;

/**
 * The reminder for a student on their local day `today`, from their tasks due up to that day, or null when
 * nothing is due today and nothing is overdue. `appUrl` opens the dashboard at today; `unsubscribeUrl` stops
 * the e-mails with one click. Written by `say`, in the student's language.
 */
export function studentReminder(
  student: { name: string; email: string },
  tasks: Task[],
  today: string,
  links: { appUrl: string; unsubscribeUrl: string },
  say: Translate,
): StudentReminder | null {
  const due = tasks.filter((task) => open(task) && task.deadline === today);
  const overdue = tasks.filter((task) => open(task) && task.deadline < today);
  if (due.length === 0 && overdue.length === 0) return null;

  const line = (task: Task) => say("reminder.item", { name: task.name, category: say(`category.${task.category}`) });
  // A long list is cut short: the message stays readable, and its record within Firestore's limits.
  const more = (items: Task[]) =>
    items.length > MAX_LISTED ? say("reminder.more", { count: items.length - MAX_LISTED }) : "";
  const named = (items: Task[]) => `${items.slice(0, MAX_LISTED).map(line).join(", ")}${more(items)}`;
  const parts = [
    due.length > 0 ? say("reminder.today", { list: named(due) }) : say("reminder.nothingToday"),
    overdue.length > 0 ? say("reminder.overdue", { list: named(overdue) }) : "",
  ].filter(Boolean);
  const subject =
    due.length > 0
      ? say("reminder.subject.today", { count: due.length, overdue: overdue.length })
      : say("reminder.subject.overdue", { count: overdue.length });

  const list = (title: string, items: Task[]) =>
    items.length === 0
      ? ""
      : `<p>${title}</p><ul>${items
          .slice(0, MAX_LISTED)
          .map((task) => `<li>${escapeHtml(line(task))}</li>`)
          .join("")}${more(items) ? `<li>${more(items).trim()}</li>` : ""}</ul>`;
  const bullets = (items: Task[]) => [
    ...items.slice(0, MAX_LISTED).map((task) => `- ${line(task)}`),
    ...(more(items) ? [`-${more(items)}`] : []),
  ];
  const text = [
    say("mail.hello", { name: student.name }),
    "",
    ...(due.length > 0 ? [say("reminder.dueToday"), ...bullets(due), ""] : []),
    ...(overdue.length > 0 ? [say("reminder.overdueHeading"), ...bullets(overdue), ""] : []),
    `${say("mail.open")}: ${links.appUrl}`,
    "",
    `${say("reminder.unsubscribe")}: ${links.unsubscribeUrl}`,
  ].join("\n");
  const html =
    `<p>${escapeHtml(say("mail.hello", { name: student.name }))}</p>` +
    list(say("reminder.dueToday"), due) +
    list(say("reminder.overdueHeading"), overdue) +
    `<p><a href="${escapeHtml(links.appUrl)}">${escapeHtml(say("mail.open"))}</a></p>` +
    `<p><small><a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(say("reminder.unsubscribe"))}</a></small></p>`;

  const first = (due[0] ?? overdue[0]) as Task;
  return {
    title: say("reminder.title"),
    notification: parts.join(" "),
    opens: { _id: first._id, name: first.name, deadline: first.deadline },
    mail: {
      to: student.email,
      message: {
        subject: say("mail.subject", { subject }),
        text,
        html,
        headers: unsubscribeHeaders(links.unsubscribeUrl),
      },
    },
  };
}
