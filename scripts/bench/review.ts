/**
 * The review inbox with 500 proofs waiting (25 students × 20 tasks): the document reads and server
 * time of its first page, and of its last, reached through the cursor: a cursor query costs the same however
 * deep the page.
 */
import { randomUUID } from "node:crypto";
import { addDays } from "@common/calendar-date";
import { benchStudents, measuredRequest, type BenchApp } from "./planning";

const STUDENTS = 25;
const TASKS_EACH = 20;

export interface InboxPage {
  items: number;
  reads: number;
  serverMs: number;
}

export interface InboxFigures {
  waiting: number;
  first: InboxPage;
  last: InboxPage & { page: number };
}

export async function measureInbox(app: BenchApp): Promise<InboxFigures> {
  for (const student of await benchStudents(app.deps, "Inbox", STUDENTS)) {
    await Promise.all(
      Array.from({ length: TASKS_EACH }, (_, t) =>
        app.deps.tasks.create({
          name: `Reading log ${t}`,
          instructions: "Read a page and send a photo of your notes.",
          deadline: addDays("2027-02-01", t),
          category: "Reading",
          assignedTo: student._id,
          // Keys only: the inbox lists files' URLs and never reads the files.
          proofKeys: [`proofs/${student._id}/${randomUUID()}.jpg`],
        }),
      ),
    );
  }

  const page = async (cursor: string) => {
    const { body, reads, serverMs } = await measuredRequest<{ items?: unknown[]; next?: string | null }>(
      app,
      `/api/tasks/review-queue${cursor ? `?cursor=${cursor}` : ""}`,
    );
    return { items: body.items?.length ?? 0, next: body.next ?? null, reads, serverMs };
  };

  const first = await page("");
  let last = { ...first, page: 1 };
  let waiting = first.items;
  for (let cursor = first.next, number = 2; cursor; number += 1) {
    const next = await page(cursor);
    waiting += next.items;
    last = { ...next, page: number };
    cursor = next.next;
  }
  return {
    waiting,
    first: { items: first.items, reads: first.reads, serverMs: first.serverMs },
    last: { items: last.items, reads: last.reads, serverMs: last.serverMs, page: last.page },
  };
}
