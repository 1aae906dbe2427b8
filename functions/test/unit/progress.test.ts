/** The progress rules: on time, streak and on-time rate, at week and time-zone edges. */
import { beforeAll, describe, expect, it } from "vitest";
import type { DayProgress, Task } from "@common/api-types";
import { addDays } from "@common/calendar-date";
import { isOnTime, onTimeRate, PROGRESS_DAYS, skillBalance, streak, summarize, summaryText } from "@common/progress";
import { translatorFor, type Translate } from "../../src/i18n/translator";
import { todayIn } from "../../src/lib/time-zones";

let english: Translate;
beforeAll(async () => {
  english = await translatorFor("en");
});
/** The streak as the board words it. */
const streakText = ({ days, atLeast }: { days: number; atLeast: boolean }) =>
  english("board.streak", { days, atLeast: atLeast ? "yes" : "no" });

describe("On time", () => {
  it("When a proof is sent on or before the deadline's day, then it is on time while it stands", () => {
    const base = { deadline: "2026-11-28", status: "pending" as const, hasProof: true };
    expect(isOnTime({ ...base, submittedOn: "2026-11-28" })).toBe(true);
    expect(isOnTime({ ...base, submittedOn: "2026-11-20" })).toBe(true);
    expect(isOnTime({ ...base, submittedOn: "2026-11-29" })).toBe(false);
    // Sent back: the proof no longer stands.
    expect(isOnTime({ ...base, hasProof: false, submittedOn: null })).toBe(false);
    expect(isOnTime({ ...base, status: "completed", submittedOn: "2026-11-27" })).toBe(true);
    expect(isOnTime({ ...base, status: "completed", submittedOn: "2026-11-30" })).toBe(false);
    // Verified by the admin without a proof: their call.
    expect(isOnTime({ ...base, status: "completed", hasProof: false, submittedOn: null })).toBe(true);
  });

  it("When the same instant is a different day where the student is, then it is on time in one place and late in another", () => {
    // Sunday 29 November 2026, 09:30 UTC: still Saturday evening in Honolulu, already Sunday night in Tonga.
    const instant = new Date("2026-11-29T09:30:00Z");
    const deadline = "2026-11-28";
    const honolulu = todayIn("Pacific/Honolulu", instant);
    const tongatapu = todayIn("Pacific/Tongatapu", instant);
    expect(honolulu).toBe("2026-11-28");
    expect(tongatapu).toBe("2026-11-29");
    const facts = { deadline, status: "pending" as const, hasProof: true };
    expect(isOnTime({ ...facts, submittedOn: honolulu })).toBe(true);
    expect(isOnTime({ ...facts, submittedOn: tongatapu })).toBe(false);
    // A minute before midnight and a minute after, in the student's own zone.
    expect(todayIn("Europe/Paris", new Date("2026-11-28T22:59:00Z"))).toBe("2026-11-28");
    expect(todayIn("Europe/Paris", new Date("2026-11-28T23:01:00Z"))).toBe("2026-11-29");
    expect(todayIn(undefined, new Date("2026-11-28T23:01:00Z"))).toBe("2026-11-28");
  });
});

describe("Streak", () => {
  // Monday 30 November 2026: the week before ran Monday 23 to Sunday 29.
  const monday = "2026-11-30";
  const days = (entries: [string, number, number][]): DayProgress =>
    Object.fromEntries(entries.map(([date, due, onTime]) => [date, [due, onTime] as const]));

  it("When every task was on time across a week's edge, then the streak runs on from Sunday into Monday", () => {
    const progress = days([
      ["2026-11-26", 1, 1],
      ["2026-11-27", 2, 2],
      ["2026-11-29", 1, 1],
      [monday, 1, 1],
    ]);
    // Saturday the 28th had no task: it neither breaks nor counts. Nothing before the 26th: exactly 4.
    expect(streak(progress, monday)).toEqual({ days: 4, atLeast: false });
    expect(streakText(streak(progress, monday))).toBe("4 days");
    expect(streakText(streak({}, monday))).toBe("0 days");
  });

  it("When a day had a task not done on time, then the streak stops there; today's open task does not break it", () => {
    const progress = days([
      ["2026-11-25", 1, 0],
      ["2026-11-27", 1, 1],
      ["2026-11-29", 1, 1],
      [monday, 2, 1],
    ]);
    expect(streak(progress, monday)).toEqual({ days: 2, atLeast: false });
  });

  it("When the streak reaches back past the counts kept, then it says 'at least'", () => {
    const progress = days(
      Array.from(
        { length: PROGRESS_DAYS + 5 },
        (_, back) => [addDays(monday, -back), 1, 1] as [string, number, number],
      ),
    );
    expect(streak(progress, monday)).toEqual({ days: PROGRESS_DAYS + 1, atLeast: true });
    expect(streakText(streak(progress, monday))).toBe(`${PROGRESS_DAYS + 1}+ days`);
  });

  it("When Sunday's task is still open, then the streak holds where Sunday is not over and breaks where it is", () => {
    const progress = days([
      ["2026-11-27", 1, 1],
      ["2026-11-29", 1, 0],
    ]);
    // Sunday evening in Honolulu: the day is not over, so its open task does not break the streak yet.
    expect(streak(progress, todayIn("Pacific/Honolulu", new Date("2026-11-30T05:00:00Z")))).toEqual({
      days: 1,
      atLeast: false,
    });
    // The same instant is Monday in Tonga: Sunday ended with its task not done.
    expect(streak(progress, todayIn("Pacific/Tongatapu", new Date("2026-11-30T05:00:00Z")))).toEqual({
      days: 0,
      atLeast: false,
    });
  });
});

describe("On-time rate", () => {
  const today = "2026-11-30";
  it("When tasks fell due in the four weeks before today, then the rate counts them and nothing else", () => {
    const progress: DayProgress = {
      [today]: [5, 0], // today: not judged yet
      [addDays(today, -1)]: [2, 1],
      [addDays(today, -28)]: [2, 2], // the first day of the four weeks
      [addDays(today, -29)]: [10, 0], // before them
    };
    expect(onTimeRate(progress, today)).toEqual({ due: 4, onTime: 3, rate: 0.75 });
    expect(onTimeRate({}, today)).toEqual({ due: 0, onTime: 0, rate: null });
  });
});

describe("A day's summary and the week's skills", () => {
  const task = (overrides: Partial<Task>): Task => ({
    _id: Math.random().toString(36),
    name: "t",
    instructions: "i",
    deadline: "2026-11-30",
    category: "Reading",
    assignedTo: "s",
    status: "pending",
    ...overrides,
  });

  it("When a day has tasks in each state, then its text says so and names the overdue ones", () => {
    const tasks = [
      task({ status: "completed" }),
      task({ status: "completed" }),
      task({ proofUrl: "/api/files/proofs/s/a.jpg" }),
      task({}),
      task({ redoReason: "blurred" }),
    ];
    expect(summaryText(summarize(tasks, "2026-11-30"), english)).toBe("2 done, 1 awaiting review, 1 to redo, 1 to do");
    expect(summaryText(summarize(tasks, "2026-12-01"), english)).toBe(
      "2 done, 1 awaiting review, 1 to redo, 1 to do (2 overdue)",
    );
    expect(summaryText(summarize([], "2026-11-30"), english)).toBe("Nothing due");
  });

  it("When the week has tasks of several skills, then each skill shows done and assigned", () => {
    const tasks = [
      task({ category: "Reading", status: "completed" }),
      task({ category: "Reading" }),
      task({ category: "Speaking", status: "completed" }),
    ];
    expect(skillBalance(tasks)).toEqual([
      { category: "Reading", assigned: 2, done: 1 },
      { category: "Speaking", assigned: 1, done: 1 },
    ]);
  });
});
