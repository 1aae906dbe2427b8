import { describe, expect, it } from "vitest";
import { addDays } from "@common/calendar-date";
import { isoWeekdayOf, planDates, weekdayList } from "@common/plan";
import { createTaskSchema, fieldErrors, MESSAGES } from "@common/validation";

const monday = "2026-11-30";

describe("planDates", () => {
  it("When there is no repetition, then the deadline alone", () => {
    expect(planDates(monday)).toEqual([monday]);
    expect(planDates(monday, null)).toEqual([monday]);
  });

  it("When a task repeats Mon, Wed, Fri for two weeks, then those six days", () => {
    expect(planDates(monday, { weekdays: [1, 3, 5], until: addDays(monday, 13) })).toEqual(
      [0, 2, 4, 7, 9, 11].map((offset) => addDays(monday, offset)),
    );
  });

  it("When the deadline's weekday is not chosen, then the plan starts on the next chosen day", () => {
    expect(planDates(monday, { weekdays: [7], until: addDays(monday, 7) })).toEqual([addDays(monday, 6)]);
  });

  it("When the end date is the deadline, then only the deadline can fall in it", () => {
    expect(planDates(monday, { weekdays: [1], until: monday })).toEqual([monday]);
    expect(planDates(monday, { weekdays: [2], until: monday })).toEqual([]);
  });

  it("When weekdays are named, then Monday first; Sunday is 7", () => {
    expect(weekdayList([5, 1, 3])).toBe("Mon, Wed, Fri");
    expect(isoWeekdayOf("2026-11-29")).toBe(7);
    expect(isoWeekdayOf(monday)).toBe(1);
  });
});

describe("createTaskSchema with plans", () => {
  const base = { name: "Read", instructions: "Read.", deadline: monday, category: "Reading" };
  const errors = (input: Record<string, unknown>) => {
    const result = createTaskSchema.safeParse({ ...base, ...input });
    return result.success ? {} : fieldErrors(result.error);
  };

  it("When one id or several come, then a list of distinct ids", () => {
    expect(createTaskSchema.parse({ ...base, assignedTo: "abc" }).assignedTo).toEqual(["abc"]);
    expect(createTaskSchema.parse({ ...base, assignedTo: ["a", "b", "a"] }).assignedTo).toEqual(["a", "b"]);
  });

  it("When more than 5,000 tasks would be made, then the repetition is refused", () => {
    const students = Array.from({ length: 20 }, (_, i) => `s${i}`);
    expect(
      errors({ assignedTo: students, repeat: { weekdays: [1, 2, 3, 4, 5, 6, 7], until: addDays(monday, 300) } }),
    ).toEqual({
      repeat: MESSAGES.tooManyTasks,
    });
  });

  it("When the end date is more than a year after the deadline, then it is refused", () => {
    expect(errors({ assignedTo: "a", repeat: { weekdays: [1], until: addDays(monday, 367) } })).toEqual({
      repeat: MESSAGES.repeatUntilInvalid,
    });
    expect(errors({ assignedTo: "a", repeat: { weekdays: [1], until: addDays(monday, 366) } })).toEqual({});
  });
});
