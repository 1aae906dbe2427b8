/**
 * A task's thread between its student and the admins: its messages and the task's history (a proof sent, a
 * review's comment or reason, a voice comment, a reopening) read together, oldest first, as one history; a
 * message written, edited, deleted, or the thread marked read.
 */
import type { TaskEvent, ThreadEntry, ThreadMessage, ThreadPage } from "@common/api-types";
import { isLanguage } from "@common/languages";
import { decodeCursor } from "../lib/firestore/page-cursor";
import { translatorFor } from "../i18n/translator";
import { escapeHtml, inLanguage, unsubscribeHeaders, unsubscribeUrl } from "../mail/mail-parts";
import type { MailMessage, MailRepository } from "../mail/mail-repository";
import { noticeWords } from "../notifications/notice";
import type { NotificationRepository } from "../notifications/notification-repository";
import { relatedTaskOf } from "../notifications/related-task";
import { enforce, type RateLimit, type RateLimiter } from "../rate-limits/rate-limit-repository";
import { toTaskEvent, type StoredTask } from "../tasks/task-record";
import type { ConversationRepository, Reader, StoredMessage, ThreadStudent } from "./conversation-repository";

export interface ConversationDeps {
  conversations: ConversationRepository;
  notifications: NotificationRepository;
  mail: MailRepository;
  rateLimiter: RateLimiter;
  messageLimit: RateLimit;
  /** The app's address and the key of unsubscribe links, for the e-mails. */
  appUrl: string;
  sessionSecret: string;
}

/** What the bell shows of a message: its beginning. */
const NOTICE_TEXT_MAX = 200;
const preview = (text: string) => (text.length > NOTICE_TEXT_MAX ? `${text.slice(0, NOTICE_TEXT_MAX - 1)}…` : text);

const toThreadMessage = (message: StoredMessage, reader: Reader): ThreadMessage => ({
  _id: message._id,
  at: message.at.toISOString(),
  author: { name: message.authorName, role: message.authorRole },
  mine: message.authorId === reader._id,
  text: message.text,
  edited: message.edited && !message.deleted,
  deleted: message.deleted,
});

/**
 * A page of the thread, oldest first (with `version`, the thread's version the reader has, nothing when it is
 * still that one): its messages, and the task's events that fall between the page's first and
 * last (the first page takes those before its messages, the newest those after). A message and an event at the
 * same instant: the event first.
 */
export async function threadPage(
  { conversations }: Pick<ConversationDeps, "conversations">,
  taskId: string,
  reader: Reader,
  { limit, cursor, version }: { limit: number; cursor?: string; version?: number },
): Promise<ThreadPage> {
  const task = await conversations.taskFor(taskId, reader);
  const thread = task.thread ?? { version: 0, unread: 0 };
  // An open thread checks for news by its version: unchanged costs the task's read alone.
  if (version !== undefined && !cursor && thread.version === version) {
    return { entries: [], next: null, thread, unchanged: true };
  }
  const { messages, next } = await conversations.page(task, limit, cursor);
  const after = cursor ? decodeCursor(cursor).at.toDate() : null;
  const events = task.history.filter((event) => {
    const at = event.at.toDate();
    return (!after || at > after) && (!next || at <= next.before);
  });
  const entries: { at: number; order: number; entry: ThreadEntry }[] = [
    ...events.map((event) => ({ at: event.at.toMillis(), order: 0, entry: eventEntry(toTaskEvent(event)) })),
    ...messages.map((message) => ({
      at: message.at.getTime(),
      order: 1,
      entry: { kind: "message" as const, message: toThreadMessage(message, reader) },
    })),
  ];
  entries.sort((a, b) => a.at - b.at || a.order - b.order);
  return {
    entries: entries.map(({ entry }) => entry),
    next: next?.cursor ?? null,
    thread,
  };
}

const eventEntry = (event: TaskEvent): ThreadEntry => ({ kind: "event", event });

/** Writes a message (30 an hour per person with the edits, then 429); an admin's tells the student (see post). */
export async function postMessage(
  deps: ConversationDeps,
  taskId: string,
  author: Reader,
  text: string,
): Promise<ThreadMessage> {
  await enforce(deps.rateLimiter, "messages", deps.messageLimit, author._id);
  const english = await translatorFor("en");
  const message = await deps.conversations.post(taskId, author, text, {
    notifications: deps.notifications,
    mail: deps.mail,
    notice: (task) => ({
      userId: task.assignedTo,
      ...noticeWords(english, {
        key: "messaged",
        values: { name: task.name, author: author.name, text: preview(text) },
      }),
      relatedTask: relatedTaskOf(task),
    }),
    email: (task, student) => messageMail(deps, task, student, author, text),
  });
  return toThreadMessage(message, author);
}

/** The e-mail telling a student of an admin's message, in their language; none when they turned e-mails off. */
async function messageMail(
  { appUrl, sessionSecret }: Pick<ConversationDeps, "appUrl" | "sessionSecret">,
  task: StoredTask,
  student: ThreadStudent,
  author: Reader,
  text: string,
): Promise<MailMessage | null> {
  if (!student.byEmail || !student.email) return null;
  const language = isLanguage(student.language) ? student.language : "en";
  const say = await translatorFor(language);
  const { unsubscribeUrl: unsubscribe } = inLanguage(
    { unsubscribeUrl: unsubscribeUrl(appUrl, student._id, sessionSecret) },
    language,
  );
  const open = `${appUrl}/dashboard`;
  const wrote = say("thread.mail.wrote", { author: author.name, name: task.name });
  const lines = [
    say("mail.hello", { name: student.name }),
    "",
    wrote,
    "",
    ...text.split("\n").map((line) => `> ${line}`),
    "",
    `${say("thread.mail.answer")}: ${open}`,
    "",
    `${say("reminder.unsubscribe")}: ${unsubscribe}`,
  ];
  const html =
    `<p>${escapeHtml(say("mail.hello", { name: student.name }))}</p>` +
    `<p>${escapeHtml(wrote)}</p>` +
    `<blockquote style="white-space: pre-wrap">${escapeHtml(text)}</blockquote>` +
    `<p><a href="${escapeHtml(open)}">${escapeHtml(say("thread.mail.answer"))}</a></p>` +
    `<p><small><a href="${escapeHtml(unsubscribe)}">${escapeHtml(say("reminder.unsubscribe"))}</a></small></p>`;
  return {
    to: student.email,
    message: {
      subject: say("mail.subject", { subject: say("thread.mail.subject", { name: task.name }) }),
      text: lines.join("\n"),
      html,
      headers: unsubscribeHeaders(unsubscribe),
    },
  };
}

/** Changes the author's own message (counted with the messages written). */
export async function editMessage(
  deps: Pick<ConversationDeps, "conversations" | "rateLimiter" | "messageLimit">,
  taskId: string,
  messageId: string,
  author: Reader,
  text: string,
): Promise<ThreadMessage> {
  await enforce(deps.rateLimiter, "messages", deps.messageLimit, author._id);
  return toThreadMessage(await deps.conversations.edit(taskId, messageId, author, text), author);
}

export const deleteMessage = (
  { conversations }: Pick<ConversationDeps, "conversations">,
  taskId: string,
  messageId: string,
  author: Reader,
) => conversations.remove(taskId, messageId, author);

export const markThreadRead = (
  { conversations }: Pick<ConversationDeps, "conversations">,
  taskId: string,
  reader: Reader,
  seenVersion?: number,
) => conversations.markRead(taskId, reader, seenVersion);
