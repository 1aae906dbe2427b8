import { afterEach, describe, expect, it } from "vitest";
import type { Notification } from "@common/api-types";
import { showLanguage } from "@/lib/i18n/i18n";
import { noticeText } from "./notice-text";

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
    const item = notification({});
    expect(noticeText(item)).toEqual({ title: item.title, message: item.message });
  });

  it("When the reader's language is Spanish, then the same notice reads in Spanish, category and dates too", async () => {
    await showLanguage("es");
    expect(noticeText(notification({}))).toEqual({
      title: "Nueva tarea asignada",
      message: "Tienes 6 tareas nuevas (Escritura): Essay, lun, mié, vie hasta el 11/12/2026.",
    });
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
