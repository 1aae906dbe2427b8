import { describe, expect, it } from "vitest";
import type { NoticeText } from "@common/notice";
import { translatorFor } from "../../src/i18n/translator";
import { noticeWords } from "../../src/notifications/notice";

/** Each notice, and the English words it has always been stored with. */
const CASES: [NoticeText, string, string][] = [
  [
    { key: "assigned", values: { category: "Reading", name: "Diary", later: 0 } },
    "New task assigned",
    "You have a new Reading task: Diary.",
  ],
  [
    { key: "assigned", values: { category: "Reading", name: "Diary", later: 2 } },
    "New task assigned",
    "You have a new Reading task: Diary (and 2 later tasks of the plan).",
  ],
  [
    {
      key: "assignedMany",
      values: { count: 6, category: "Writing", name: "Essay", weekdays: "1,3,5", until: "2026-12-11" },
    },
    "New task assigned",
    "You have 6 new Writing tasks: Essay, Mon, Wed, Fri until Dec 11, 2026.",
  ],
  [
    { key: "joinedPlan", values: { count: 1, category: "Speaking", name: "Talk", until: "2026-12-11" } },
    "New task assigned",
    "You joined a plan: 1 Speaking task, Talk, until Dec 11, 2026.",
  ],
  [
    { key: "joinedPlan", values: { count: 3, category: "Speaking", name: "Talk", until: "2026-12-11" } },
    "New task assigned",
    "You joined a plan: 3 Speaking tasks, Talk, until Dec 11, 2026.",
  ],
  [{ key: "movedAway", values: { name: "Diary", later: 0 } }, "Task removed", '"Diary" is no longer yours.'],
  [
    { key: "movedAway", values: { name: "Diary", later: 1 } },
    "Task removed",
    '"Diary" (and 1 later tasks of the plan) is no longer yours.',
  ],
  [
    { key: "deadlineChanged", values: { name: "Diary", later: 0, date: "2026-12-01" } },
    "Deadline changed",
    '"Diary" is now due on Dec 1, 2026.',
  ],
  [{ key: "removed", values: { name: "Diary", later: 0 } }, "Task removed", '"Diary" was removed by your supervisor.'],
  [
    { key: "removed", values: { name: "Diary", later: 4 } },
    "Task removed",
    '"Diary" and 4 later tasks of the plan were removed by your supervisor.',
  ],
  [
    { key: "removed", values: { name: "Diary", later: 1500 } },
    "Task removed",
    '"Diary" and 1500 later tasks of the plan were removed by your supervisor.',
  ],
  [
    { key: "verified", values: { name: "Diary", comment: "" } },
    "Task verified",
    'Your proof for "Diary" was verified: the task is completed.',
  ],
  [
    { key: "verified", values: { name: "Diary", comment: "Well done {really}" } },
    "Task verified",
    'Your proof for "Diary" was verified: the task is completed. Feedback: Well done {really}',
  ],
  [
    { key: "sentBack", values: { name: "Diary", reason: "Too blurry" } },
    "Needs redo",
    'Your proof for "Diary" was sent back: Too blurry',
  ],
];

describe("A notification's words", () => {
  it.each(CASES)(
    "When %j is stored, then its English words are the ones it always had",
    async (text, title, message) => {
      const english = await translatorFor("en");
      expect(noticeWords(english, text)).toEqual({ title, message, text });
    },
  );

  it("When a review came with a voice comment, then its notice says so, in English and in Spanish", async () => {
    const english = await translatorFor("en");
    const verified: NoticeText = { key: "verified", values: { name: "Diary", comment: "Nice", voice: true } };
    expect(noticeWords(english, verified).message).toBe(
      'Your proof for "Diary" was verified with a voice comment: the task is completed. Feedback: Nice',
    );
    const sentBack: NoticeText = { key: "sentBack", values: { name: "Diary", reason: "Slower", voice: true } };
    expect(noticeWords(english, sentBack)).toMatchObject({
      title: "Needs redo",
      message: 'Your proof for "Diary" was sent back with a voice comment: Slower',
    });
    const spanish = await translatorFor("es");
    const values = { name: "Diario", reason: "Más despacio", voice: "yes" };
    expect(spanish("notice.sentBack.message", values)).toBe(
      "Tu evidencia de «Diario» fue devuelta con un comentario de voz: Más despacio",
    );
  });

  it("When the same notice is worded in Spanish, then it reads in Spanish", async () => {
    const spanish = await translatorFor("es");
    expect(spanish("notice.removed.message", { name: "Diario", later: 0 })).toBe("Tu supervisor quitó «Diario».");
    expect(spanish("notice.assigned.message", { category: "Lectura", name: "Diario", later: 1 })).toBe(
      "Tienes una tarea nueva (Lectura): Diario (y 1 tarea posterior del plan).",
    );
  });
});
