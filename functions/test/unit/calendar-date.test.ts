import { describe, expect, it } from "vitest";
import { addDays, isCalendarDate, mondayOf, toCalendarDate } from "@common/calendar-date";

describe("calendar dates", () => {
  it("When a date string names a real day, then it is a calendar date", () => {
    expect(isCalendarDate("2026-11-22")).toBe(true);
    expect(isCalendarDate("2024-02-29")).toBe(true);
  });

  it("When a date string is malformed or names no real day, then it is refused", () => {
    for (const value of ["2026-02-30", "2025-02-29", "2026-13-01", "26-11-22", "2026-11-22T00:00:00Z", ""]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });

  it("When days are added, then months and years roll over", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("When an instant is turned into a date, then the local calendar day is used", () => {
    expect(toCalendarDate(new Date(2026, 10, 22, 23, 59))).toBe("2026-11-22");
  });
});

describe("weeks", () => {
  it("When a date is in a week, then its Monday starts that week, Sunday included", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // the Sunday after
    expect(mondayOf("2026-11-22")).toBe("2026-11-16"); // a Sunday belongs to the week before
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
  });
});
