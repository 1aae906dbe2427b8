import { describe, expect, it } from "vitest";
import { dueReminderDay, nextReminderAt } from "../../src/lib/reminder-clock";
import { localClock } from "../../src/lib/time-zones";

const at = (iso: string) => new Date(iso);

describe("The reminder's clock", () => {
  it("When it is 10:00 UTC, then UTC−11 is still on the day before and UTC+14 already on the day after", () => {
    expect(localClock(at("2026-11-26T10:00:00Z"), "Pacific/Pago_Pago")).toEqual({ day: "2026-11-25", minute: 23 * 60 });
    expect(localClock(at("2026-11-26T10:00:00Z"), "Pacific/Kiritimati")).toEqual({ day: "2026-11-27", minute: 0 });
  });

  it("When the reminder time is reached around midnight at UTC−11 and UTC+14, then the due day is the local one", () => {
    const lateEvening = { time: "23:30", timeZone: "Pacific/Pago_Pago" };
    expect(dueReminderDay(lateEvening, at("2026-11-26T10:29:00Z"))).toBeNull();
    expect(dueReminderDay(lateEvening, at("2026-11-26T10:30:00Z"))).toBe("2026-11-25");
    // Midnight in Kiritimati: the day has just begun, a reminder at 00:00 is due for the new day.
    const midnight = { time: "00:00", timeZone: "Pacific/Kiritimati" };
    expect(dueReminderDay(midnight, at("2026-11-26T09:59:00Z"))).toBe("2026-11-26");
    expect(dueReminderDay(midnight, at("2026-11-26T10:00:00Z"))).toBe("2026-11-27");
    // 08:00 in Kiritimati is 18:00 UTC the day before.
    expect(dueReminderDay({ time: "08:00", timeZone: "Pacific/Kiritimati" }, at("2026-11-26T17:59:00Z"))).toBeNull();
    expect(dueReminderDay({ time: "08:00", timeZone: "Pacific/Kiritimati" }, at("2026-11-26T18:00:00Z"))).toBe(
      "2026-11-27",
    );
  });

  it("When the clock skips the reminder's time (spring forward), then it is due once the clock passes it", () => {
    // New York, 2026-03-08: 02:00 EST becomes 03:00 EDT (07:00 UTC); 02:30 never shows on the clock.
    const setting = { time: "02:30", timeZone: "America/New_York" };
    expect(dueReminderDay(setting, at("2026-03-08T06:59:00Z"))).toBeNull(); // 01:59 EST
    expect(dueReminderDay(setting, at("2026-03-08T07:00:00Z"))).toBe("2026-03-08"); // 03:00 EDT
  });

  it("When the clock shows the reminder's hour twice (fall back), then both runs name the same day", () => {
    // New York, 2026-11-01: 02:00 EDT becomes 01:00 EST (06:00 UTC); 01:30 shows at 05:30 and 06:30 UTC.
    const setting = { time: "01:30", timeZone: "America/New_York" };
    expect(dueReminderDay(setting, at("2026-11-01T05:29:00Z"))).toBeNull();
    expect(dueReminderDay(setting, at("2026-11-01T05:30:00Z"))).toBe("2026-11-01");
    expect(dueReminderDay(setting, at("2026-11-01T06:30:00Z"))).toBe("2026-11-01");
  });

  it("When reminders are off, then none is ever due", () => {
    expect(dueReminderDay({ time: null, timeZone: "UTC" }, at("2026-11-26T23:59:00Z"))).toBeNull();
  });
});

describe("The next reminder's instant", () => {
  it("When the next day is an ordinary one, then it is the reminder time there, at UTC−11 and UTC+14 alike", () => {
    const pagoPago = { time: "08:00", timeZone: "Pacific/Pago_Pago" };
    expect(nextReminderAt(pagoPago, "2026-11-25").toISOString()).toBe("2026-11-26T19:00:00.000Z");
    const kiritimati = { time: "08:00", timeZone: "Pacific/Kiritimati" };
    expect(nextReminderAt(kiritimati, "2026-11-26").toISOString()).toBe("2026-11-26T18:00:00.000Z");
  });

  it("When summer time starts or ends overnight, then the next reminder keeps its time on the clock", () => {
    const paris = { time: "08:00", timeZone: "Europe/Paris" };
    // 2026-03-29: Paris moves from UTC+1 to UTC+2 at 02:00; 2026-10-25 back.
    expect(nextReminderAt(paris, "2026-03-28").toISOString()).toBe("2026-03-29T06:00:00.000Z");
    expect(nextReminderAt(paris, "2026-10-24").toISOString()).toBe("2026-10-25T07:00:00.000Z");
  });

  it("When the next reminder's time is skipped by the clock, then it is due at the first run after the skip", () => {
    const setting = { time: "02:30", timeZone: "America/New_York" };
    const next = nextReminderAt(setting, "2026-03-07");
    // The instant named lies around the skipped hour; the day's reminder is due once the clock passes 02:30.
    expect(Math.abs(next.getTime() - Date.parse("2026-03-08T07:00:00Z"))).toBeLessThanOrEqual(3_600_000);
    expect(dueReminderDay(setting, new Date("2026-03-08T07:00:00Z"))).toBe("2026-03-08");
  });
});
