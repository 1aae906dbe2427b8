import { format } from "date-fns";
import { enUS } from "date-fns/locale/en-US";
import { describe, expect, it } from "vitest";
import { calendarLocale, typedDateFormat } from "./calendar-locale";

const WEDNESDAY = new Date(2026, 10, 4);

describe("The date picker's calendar in a language", () => {
  it("When the language is English, then it is date-fns's own, as the picker always had", () => {
    expect(calendarLocale("en")).toBe(enUS);
  });

  it("When the language is Spanish, then its month, weekdays and long date are as Spanish writes them", () => {
    const spanish = calendarLocale("es");
    expect(format(WEDNESDAY, "LLLL yyyy", { locale: spanish })).toBe("noviembre 2026");
    expect(format(WEDNESDAY, "EEEE", { locale: spanish })).toBe("miércoles");
    expect(format(WEDNESDAY, "PPPP", { locale: spanish })).toBe("miércoles, 4 de noviembre de 2026");
    expect(spanish.options?.weekStartsOn).toBe(1);
  });

  it("When the calendar heads its days in Spanish, then each weekday is a letter, as English's two fit its row", () => {
    const spanish = calendarLocale("es");
    const week = Array.from({ length: 7 }, (_, index) => new Date(2026, 10, 2 + index));
    expect(week.map((day) => format(day, "EEEEEE", { locale: spanish }))).toEqual(["L", "M", "X", "J", "V", "S", "D"]);
    expect(week.map((day) => format(day, "EEE", { locale: spanish })).slice(0, 2)).toEqual(["lun", "mar"]);
  });

  it("When a language has no code of its own (only a catalogue would), then Intl still gives its words", () => {
    const french = calendarLocale("fr");
    expect(format(WEDNESDAY, "LLLL yyyy", { locale: french })).toBe("novembre 2026");
    expect(format(WEDNESDAY, "PPPP", { locale: french })).toBe("mercredi 4 novembre 2026");
    expect(format(WEDNESDAY, "P", { locale: french })).toBe("04/11/2026");
  });

  it("When a date is typed, then English keeps the spec's MM/dd/yyyy and every other language its own order, from Intl", () => {
    expect(typedDateFormat("en")).toBe("MM/dd/yyyy");
    expect(typedDateFormat("es")).toBe("dd/MM/yyyy");
    // Languages with no code of their own: only Intl knows their order.
    expect(typedDateFormat("de")).toBe("dd.MM.yyyy");
    expect(typedDateFormat("ja")).toBe("yyyy/MM/dd");
    expect(format(WEDNESDAY, typedDateFormat("es"))).toBe("04/11/2026");
    expect(format(WEDNESDAY, typedDateFormat("de"))).toBe("04.11.2026");
  });
});
