import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@common/constants";
import { ReminderLog } from "../../src/reminders/reminder-log";
import { createIsolatedTestApp, provisionUser } from "./harness";

const { deps } = createIsolatedTestApp("reminders");
const log = new ReminderLog(deps.db, deps.notifications);

const what = (userId: string, email: string) => ({
  notification: { userId, title: "Today's tasks", message: "Today: Read (Reading).", relatedTask: null },
  mail: {
    to: email,
    message: { subject: "Task Planner — Today: 1 task", text: "Read", html: "<p>Read</p>", headers: {} },
  },
});

describe("Reminders sent once", () => {
  it("When ten runs send the same day's reminder at once, then one notification and one e-mail are queued", async () => {
    const student = await provisionUser(deps);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        log.send("student", student._id, "2026-11-26", what(student._id, student.email)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const notifications = await deps.db.collection(COLLECTIONS.notifications).where("userId", "==", student._id).get();
    expect(notifications.size).toBe(1);
    const mail = await deps.db.collection(COLLECTIONS.mail).where("to", "==", student.email).get();
    expect(mail.size).toBe(1);
    expect((await deps.users.findById(student._id))?.notificationCounts?.unread).toBe(1);
  });

  it("When the next day comes, then that day has its own reminder", async () => {
    const student = await provisionUser(deps);
    expect(await log.send("student", student._id, "2026-11-26", what(student._id, student.email))).toBe(true);
    expect(await log.send("student", student._id, "2026-11-26", what(student._id, student.email))).toBe(false);
    expect(await log.send("student", student._id, "2026-11-27", what(student._id, student.email))).toBe(true);
    expect(await log.sent("student", student._id, "2026-11-27")).toBe(true);
  });
});
