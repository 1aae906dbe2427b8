import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { typedDateFormat } from "./calendar-locale";
import { typedDate } from "./typed-date";

describe("typedDate", () => {
  it("writes a date as the calendar's field does (date-fns with the language's pattern), in every order", () => {
    const dates = [new Date(2026, 10, 4), new Date(2026, 0, 31), new Date(1900, 11, 9), new Date(2099, 5, 15)];
    for (const language of ["en", "es", "de", "ja"]) {
      for (const date of dates) expect(typedDate(language, date)).toBe(format(date, typedDateFormat(language)));
    }
    expect(typedDate("en", new Date(2026, 10, 4))).toBe("11/04/2026");
    expect(typedDate("es", new Date(2026, 10, 4))).toBe("04/11/2026");
  });
});
