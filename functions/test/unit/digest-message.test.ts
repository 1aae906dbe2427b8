import { beforeAll, describe, expect, it } from "vitest";
import { ageParts } from "@common/age";
import type { ClassSummary } from "@common/api-types";
import { translatorFor, type Translate } from "../../src/i18n/translator";
import { adminDigest } from "../../src/reminders/digest-message";

const now = new Date("2026-11-26T08:00:00Z");
const admin = { name: "Ada <Admin>", email: "ada@taskplanner.test" };
const links = {
  inboxUrl: "https://app.test/admin/verify/inbox",
  boardUrl: "https://app.test/admin/board",
  unsubscribeUrl: "https://app.test/u?t=abc",
};
const summary = (more: Partial<ClassSummary> = {}): ClassSummary => ({
  today: "2026-11-26",
  awaitingReview: { count: 0, oldestSubmittedAt: null },
  behind: [],
  behindBelow: 80,
  dueToday: 0,
  questions: { count: 0, oldestAt: null },
  ...more,
});
const student = (name: string, overdueTasks: number, onTimeRate: number | null) => ({
  _id: name,
  name,
  overdueTasks,
  onTimeRate,
});

let english: Translate;
let spanish: Translate;
beforeAll(async () => {
  [english, spanish] = await Promise.all([translatorFor("en"), translatorFor("es")]);
});

describe("The supervisor's digest", () => {
  it("When proofs wait and students are behind, then it says how many, the oldest's age, who (five at most) and today's count", () => {
    const digest = adminDigest(
      admin,
      summary({
        awaitingReview: { count: 3, oldestSubmittedAt: "2026-11-23T07:00:00Z" },
        behind: [
          student("Liam", 4, 50),
          student("Mei", 0, 60),
          student("Noa", 1, null),
          student("Oli", 1, 70),
          student("Pia", 1, 75),
          student("Quinn", 1, 79),
        ],
        dueToday: 12,
      }),
      now,
      links,
      english,
    );
    expect(digest?.mail.message.text).toContain(
      "3 proofs await review (oldest sent 3 days ago).\n6 students behind: Liam (4 overdue, 50% on time), " +
        "Mei (60% on time), Noa (1 overdue), Oli (1 overdue, 70% on time), Pia (1 overdue, 75% on time) and 1 more.\n" +
        "12 tasks due today across the class.",
    );
    expect(digest?.mail.to).toBe("ada@taskplanner.test");
    expect(digest?.mail.message.subject).toBe("Task Planner — 3 proofs to review");
    expect(digest?.mail.message.text).toContain("Review proofs: https://app.test/admin/verify/inbox");
    expect(digest?.mail.message.html).toContain("Ada &#60;Admin&#62;");
    expect(digest?.mail.message.headers["List-Unsubscribe"]).toBe("<https://app.test/u?t=abc>");
  });

  it("When nothing waits, nobody is behind and nothing is due, then there is no digest", () => {
    expect(adminDigest(admin, summary(), now, links, english)).toBeNull();
    expect(adminDigest(admin, summary({ dueToday: 1 }), now, links, english)?.mail.message.subject).toBe(
      "Task Planner — 1 task due today",
    );
  });

  it("When only students' questions wait, then the digest comes, counting them with the oldest's age, in each language", () => {
    const asking = summary({ questions: { count: 2, oldestAt: "2026-11-24T07:00:00Z" } });
    const digest = adminDigest(admin, asking, now, links, english);
    expect(digest?.mail.message.subject).toBe("Task Planner — 2 questions to answer");
    expect(digest?.mail.message.text).toContain(
      "No proofs await review.\n2 students' questions wait for an answer (oldest asked 2 days ago).\nNo student is behind.",
    );
    expect(adminDigest(admin, asking, now, links, spanish)?.mail.message.text).toContain(
      "2 preguntas de estudiantes esperan respuesta (la más antigua, hace 2 días).",
    );
  });

  it("When an age is told, then in its largest whole unit", () => {
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
    const ageOf = (hoursAgo: number) => english("digest.age", ageParts(at(hoursAgo), now.getTime()));
    expect(ageOf(0.5)).toBe("under an hour");
    expect(ageOf(1)).toBe("1 hour");
    expect(ageOf(47)).toBe("47 hours");
    expect(ageOf(48)).toBe("2 days");
  });
  it("When the admin has groups, then the class's digest has a line of counts per group", () => {
    const digest = adminDigest(admin, summary({ dueToday: 5 }), now, links, english, {
      perGroup: [
        { name: "A2 morning", summary: summary({ dueToday: 1 }) },
        {
          name: "B1 evening",
          summary: summary({
            awaitingReview: { count: 2, oldestSubmittedAt: null },
            behind: [student("Mei", 1, 50)],
            dueToday: 4,
          }),
        },
      ],
    });
    expect(digest?.mail.message.text).toContain(
      "5 tasks due today across the class.\nBy group:\nA2 morning: 0 proofs to review, 0 students behind, 1 task due today.\n" +
        "B1 evening: 2 proofs to review, 1 student behind, 4 tasks due today.",
    );
  });

  it("When the admin chose to show one group, then the digest is of that group and says so", () => {
    const digest = adminDigest(admin, summary({ dueToday: 4 }), now, links, english, {
      shown: "B1 evening",
      perGroup: [],
    });
    expect(digest?.mail.message.text).toContain(
      "B1 evening (the group you chose to show):\nNo proofs await review.\nNo student is behind.\n4 tasks due today in the group.",
    );
  });

  it("When the supervisor's language is Spanish, then the digest is in Spanish", () => {
    const digest = adminDigest(
      admin,
      summary({
        awaitingReview: { count: 1, oldestSubmittedAt: "2026-11-26T05:00:00Z" },
        behind: [student("Liam", 2, 50)],
        dueToday: 3,
      }),
      now,
      links,
      spanish,
    );
    expect(digest?.mail.message.subject).toBe("Task Planner — 1 evidencia por revisar");
    expect(digest?.mail.message.text).toContain(
      "1 evidencia espera revisión (la más antigua se envió hace 3 horas).\n" +
        "1 estudiante atrasado: Liam (2 atrasadas, 50% a tiempo).\n3 tareas vencen hoy en la clase.",
    );
    expect(digest?.mail.message.text).toContain("Buenos días, Ada <Admin>:");
    const one = adminDigest(admin, summary({ behind: [student("Mei", 1, 80)] }), now, links, spanish);
    expect(one?.mail.message.text).toContain("Mei (1 atrasada, 80% a tiempo)");
  });
});
