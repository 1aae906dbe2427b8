import { describe, expect, it } from "vitest";
import { calendarDateToLocal, formatCalendarDate, formatCalendarDay, formatInstant } from "./dates";

describe("calendar dates", () => {
  it("turns a calendar date into that day's local midnight", () => {
    const date = calendarDateToLocal("2026-03-01");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 1, 0]);
  });

  it("formats as the viewer's locale does, with the options given", () => {
    const day = new Date(2026, 10, 23);
    expect(formatCalendarDate("2026-11-23")).toBe(day.toLocaleDateString(undefined, { dateStyle: "medium" }));
    const options: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric" };
    expect(formatCalendarDate("2026-11-23", options)).toBe(day.toLocaleDateString(undefined, options));
    // A second set of options gets its own formatter, not the first one's.
    expect(formatCalendarDate("2026-11-23", { month: "long" })).toBe(
      day.toLocaleDateString(undefined, { month: "long" }),
    );
  });

  it("leaves anything that is not a calendar date as it is", () => {
    expect(formatCalendarDate("not a date")).toBe("not a date");
    expect(formatCalendarDate("2026-02-30")).toBe("2026-02-30");
  });

  it("writes a day in a fixed English pattern, whatever the time zone", () => {
    expect(formatCalendarDay("2026-11-23", "dddd, D MMMM YYYY")).toBe("Monday, 23 November 2026");
    expect(formatCalendarDay("2026-03-01", "D MMM")).toBe("1 Mar");
    expect(formatCalendarDay("2026-02-30", "dddd")).toBe("2026-02-30");
  });

  it("writes an instant as the viewer's locale does, and leaves a bad one as it is", () => {
    const instant = "2026-11-23T09:30:00.000Z";
    const expected = new Date(instant).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    expect(formatInstant(instant)).toBe(expected);
    expect(formatInstant("yesterday")).toBe("yesterday");
  });
});
