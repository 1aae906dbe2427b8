import { describe, expect, it } from "vitest";
import { calendarDateToLocal, formatDate, formatInstant } from "./dates";
import { showLanguage } from "./i18n/i18n";

describe("dates", () => {
  it("turns a calendar date into that day's local midnight", () => {
    const date = calendarDateToLocal("2026-03-01");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 1, 0]);
  });

  it("writes the locale formats as the viewer's locale does", () => {
    const day = new Date(2026, 10, 23);
    expect(formatDate("2026-11-23", "medium")).toBe(day.toLocaleDateString(undefined, { dateStyle: "medium" }));
    expect(formatDate("2026-11-23", "full")).toBe(day.toLocaleDateString(undefined, { dateStyle: "full" }));
  });

  it("writes the dashboard's formats in fixed English patterns, whatever the time zone", () => {
    expect(formatDate("2026-11-23", "longDay")).toBe("Monday, 23 November 2026");
    expect(formatDate("2026-11-23", "weekday")).toBe("Monday");
    expect(formatDate("2026-03-01", "dayMonth")).toBe("1 Mar");
    expect(formatDate("2026-03-01", "monthYear")).toBe("March 2026");
    expect(formatDate("2026-03-05", "dayMonthYear")).toBe("5/3/2026");
  });

  it("leaves anything that is not a calendar date as it is", () => {
    expect(formatDate("not a date", "medium")).toBe("not a date");
    expect(formatDate("2026-02-30", "weekday")).toBe("2026-02-30");
  });

  it("writes an instant as the viewer's locale does, and leaves a bad one as it is", () => {
    const instant = "2026-11-23T09:30:00.000Z";
    const expected = new Date(instant).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    expect(formatInstant(instant)).toBe(expected);
    expect(formatInstant("yesterday")).toBe("yesterday");
  });

  it("When a date is written as the date fields show one, then English is month first and Spanish day first", async () => {
    expect(formatDate("2026-12-01", "picker")).toBe("12/01/2026");
    await showLanguage("es");
    try {
      expect(formatDate("2026-12-01", "picker")).toBe("01/12/2026");
    } finally {
      await showLanguage("en");
    }
  });
});
