import { afterEach, describe, expect, it } from "vitest";
import type { Notification } from "@common/api-types";
import { showLanguage } from "@/lib/i18n/i18n";
import { noticeText } from "./notice-text";

// The bell's due dates' form in the viewer's locale: "Dec 11, 2026" in en-US.
const december11 = new Date(2026, 11, 11).toLocaleDateString(undefined, { dateStyle: "medium" });

const notification = (overrides: Partial<Notification>): Notification => ({
  _id: "n1",
  title: "New task assigned",
  message: "You have 6 new Writing tasks: Essay, Mon, Wed, Fri until 2026-12-11.",
  isRead: false,
  createdAt: "2026-11-29T10:00:00.000Z",
  relatedTask: null,
  text: {
    key: "assignedMany",
    values: { count: 6, category: "Writing", name: "Essay", weekdays: "1,3,5", until: "2026-12-11" },
  },
  ...overrides,
});

describe("A notification's words in the reader's language", () => {
  afterEach(() => showLanguage("en"));

  it("When the reader's language is English, then it reads as it was stored", () => {
    const item = notification({ message: `You have 6 new Writing tasks: Essay, Mon, Wed, Fri until ${december11}.` });
    expect(noticeText(item)).toEqual({ title: item.title, message: item.message });
  });

  it("When a notice was stored with an ISO date, then an English reader sees its date as the bell writes dates", () => {
    const item = notification({});
    expect(noticeText(item).message).toBe(`You have 6 new Writing tasks: Essay, Mon, Wed, Fri until ${december11}.`);
    expect(noticeText(item).message).not.toContain("2026-12-11");
  });

  it("When the reader's language is Spanish, then the same notice reads in Spanish, category and dates too", async () => {
    await showLanguage("es");
    expect(noticeText(notification({}))).toEqual({
      title: "Nueva tarea asignada",
      message: "Tienes 6 tareas nuevas (Escritura): Essay, lun, mié, vie hasta el 11 dic 2026.",
    });
    const moved = notification({
      text: { key: "deadlineChanged", values: { name: "Diario", later: 0, date: "2026-12-01" } },
    });
    expect(noticeText(moved).message).toBe("«Diario» vence ahora el 1 dic 2026.");
  });

  it("When a review came with a voice comment, then the bell says so in each language; one without says what it always did", async () => {
    const verified = notification({
      text: { key: "verified", values: { name: "Diary", comment: "", voice: true } },
    });
    expect(noticeText(verified).message).toBe(
      'Your proof for "Diary" was verified with a voice comment: the task is completed.',
    );
    const before = notification({ text: { key: "sentBack", values: { name: "Diary", reason: "Slower" } } });
    expect(noticeText(before).message).toBe('Your proof for "Diary" was sent back: Slower');
    await showLanguage("es");
    const sentBack = notification({
      text: { key: "sentBack", values: { name: "Diario", reason: "Más despacio", voice: true } },
    });
    expect(noticeText(sentBack)).toEqual({
      title: "Hay que rehacerla",
      message: "Tu evidencia de «Diario» fue devuelta con un comentario de voz: Más despacio",
    });
    expect(noticeText(before).message).toBe("Tu evidencia de «Diary» fue devuelta: Slower");
  });

  it("When a notification holds no notice (written before languages), then it shows as stored", async () => {
    await showLanguage("es");
    const item = notification({ text: undefined, title: "Old", message: "Stored words" });
    expect(noticeText(item)).toEqual({ title: "Old", message: "Stored words" });
  });

  it("When a notice is one this version does not know (a newer server's), then it shows as stored", async () => {
    await showLanguage("es");
    const item = notification({ text: { key: "later" as "removed", values: { name: "Diary", later: 0 } } });
    expect(noticeText(item)).toEqual({ title: item.title, message: item.message });
  });
});
