/**
 * Demo data for `npm start`: one admin, three students, tasks in every category on the days around today,
 * a reading plan for the three on Mon/Wed/Fri for two weeks around today (the days before today done, but
 * one of Liam's), two groups (Sofia and Mei's B1 evening, Liam's A2 morning), a few notifications and two proof images. Idempotent: every record has a fixed id and is only created
 * when absent, so a restart neither duplicates nor overwrites what was changed while the app ran.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Firestore } from "firebase-admin/firestore";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { COLLECTIONS, type Category } from "@common/constants";
import { DEMO_ACCOUNTS } from "@common/demo-accounts";
import { planDates } from "@common/plan";
import { loadConfig, createFileStore, GroupRepository, newFileKey, noticeWords, NotificationRepository, type NewNotification, PlanRepository, TaskRepository, translatorFor, UserRepository } from "../../functions/src/tooling";

interface SeedTask {
  id: string;
  student: string;
  dayOffset: number;
  name: string;
  category: Category;
  instructions: string;
  state: "pending" | "proof" | "completed";
  proofImage?: string;
}

const STUDENT_IDS: Record<string, string> = {
  "sofia@taskplanner.test": "demo-sofia",
  "liam@taskplanner.test": "demo-liam",
  "mei@taskplanner.test": "demo-mei",
};

const TASKS: SeedTask[] = [
  { id: "seed-sofia-1", student: "demo-sofia", dayOffset: -2, name: "Read a short story", category: "Reading", instructions: "Read 'El almohadón de plumas' and list ten new words with their meanings.", state: "completed", proofImage: "proof-diary.png" },
  { id: "seed-sofia-2", student: "demo-sofia", dayOffset: -1, name: "Podcast listening", category: "Listening", instructions: "Listen to episode 12 of the learner podcast and write a five-sentence summary.", state: "proof", proofImage: "proof-listening-log.png" },
  { id: "seed-sofia-3", student: "demo-sofia", dayOffset: 0, name: "Diary entry", category: "Writing", instructions: "Write a 150-word diary entry about your morning using the preterite tense.", state: "pending" },
  { id: "seed-sofia-4", student: "demo-sofia", dayOffset: 1, name: "Describe your town", category: "Speaking", instructions: "Record two minutes describing your town. Photograph your notes as proof.", state: "pending" },
  { id: "seed-sofia-5", student: "demo-sofia", dayOffset: 2, name: "Flashcard review", category: "Other", instructions: "Review the 'food and market' deck until every card is green.", state: "pending" },
  { id: "seed-sofia-6", student: "demo-sofia", dayOffset: 0, name: "News headline", category: "Reading", instructions: "Read today's front page headlines and translate three of them.", state: "pending" },
  { id: "seed-liam-1", student: "demo-liam", dayOffset: -1, name: "Song lyrics", category: "Listening", instructions: "Listen to the song twice and fill in the missing words on the worksheet.", state: "pending" },
  { id: "seed-liam-2", student: "demo-liam", dayOffset: 0, name: "Email to a friend", category: "Writing", instructions: "Write an email inviting a friend to dinner. Use at least three future-tense verbs.", state: "pending" },
  { id: "seed-liam-3", student: "demo-liam", dayOffset: 3, name: "Shadowing practice", category: "Speaking", instructions: "Shadow the dialogue on page 40 five times, then record the last attempt.", state: "pending" },
  { id: "seed-mei-1", student: "demo-mei", dayOffset: -3, name: "Graded reader chapter 4", category: "Reading", instructions: "Read chapter 4 and answer the comprehension questions at the end.", state: "completed" },
  { id: "seed-mei-2", student: "demo-mei", dayOffset: 1, name: "Verb conjugation sheet", category: "Other", instructions: "Complete the subjunctive conjugation sheet for the ten verbs listed.", state: "pending" },
];

/** The demo classes: a student may be in one group, or none. */
const GROUPS = [
  { id: "demo-group-b1", name: "B1 evening", description: "Tuesdays and Thursdays, 18:00", students: ["demo-sofia", "demo-mei"] },
  { id: "demo-group-a2", name: "A2 morning", description: "Weekdays, 09:00", students: ["demo-liam"] },
];

export interface SeedReport {
  created: number;
  existing: number;
}

export async function seedDemoData(db: Firestore, today = toCalendarDate(new Date())): Promise<SeedReport> {
  const users = new UserRepository(db);
  const tasks = new TaskRepository(db);
  const notifications = new NotificationRepository(db);
  const english = await translatorFor("en");
  const files = createFileStore(loadConfig().fileStore);
  const report: SeedReport = { created: 0, existing: 0 };
  const exists = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).exists;

  for (const account of DEMO_ACCOUNTS) {
    const id = STUDENT_IDS[account.email] ?? "demo-admin";
    if (await exists(COLLECTIONS.users, id)) {
      report.existing += 1;
      continue;
    }
    await users.create({ name: account.name, email: account.email, role: account.role, phoneNumber: "", birthDate: "" }, id);
    report.created += 1;
  }

  const groups = new GroupRepository(db);
  for (const group of GROUPS) {
    if (await exists(COLLECTIONS.groups, group.id)) {
      report.existing += 1;
      continue;
    }
    await groups.create({ name: group.name, description: group.description }, group.id);
    await groups.changeStudents(group.id, group.students, []);
    report.created += 1;
  }

  const plan = await seedPlan(db, today, exists);
  report.created += plan.created;
  report.existing += plan.existing;

  for (const seed of TASKS) {
    if (await exists(COLLECTIONS.tasks, seed.id)) {
      report.existing += 1;
      continue;
    }
    let proofKey: string | null = null;
    if (seed.proofImage && seed.state !== "pending") {
      proofKey = newFileKey("proofs", seed.student, `${seed.id}-proof`, "png");
      const bytes = await readFile(path.join(import.meta.dirname, "../seed-assets", seed.proofImage));
      await files.put(proofKey, bytes, "image/png");
    }
    const deadline = addDays(today, seed.dayOffset);
    const task = await tasks.create(
      {
        name: seed.name,
        instructions: seed.instructions,
        deadline,
        category: seed.category,
        assignedTo: seed.student,
        status: seed.state === "completed" ? "completed" : "pending",
        proofKeys: proofKey ? [proofKey] : [],
      },
      seed.id,
    );
    const relatedTask = { _id: task._id, name: task.name, deadline };
    // A task an admin deleted comes back; the notifications about it were kept (marked), and stay as they are.
    const notifyOnce = async (id: string, input: NewNotification) => {
      if (!(await exists(COLLECTIONS.notifications, id))) await notifications.create(input, id);
    };
    await notifyOnce(`${seed.id}-assigned`, {
      userId: seed.student,
      ...noticeWords(english, { key: "assigned", values: { category: seed.category, name: seed.name, later: 0 } }),
      relatedTask,
      isRead: seed.dayOffset < 0,
    });
    if (seed.state === "completed") {
      await notifyOnce(`${seed.id}-verified`, {
        userId: seed.student,
        ...noticeWords(english, { key: "verified", values: { name: seed.name, comment: "" } }),
        relatedTask,
      });
    }
    report.created += 1;
  }
  return report;
}

/** The demo plan: one chapter of the graded reader for the three students, Mon/Wed/Fri for two weeks. */
const PLAN = {
  id: "demo-plan-reading",
  name: "Graded reader: one chapter",
  instructions: "Read the next chapter of your graded reader and photograph your vocabulary list.",
  category: "Reading" as const,
  weekdays: [1, 3, 5],
  students: ["demo-sofia", "demo-liam", "demo-mei"],
};

/** Creates the plan's record and each student's days that are missing; the days before today are done but Liam's last. */
export async function seedPlan(
  db: Firestore,
  today: string,
  exists: (collection: string, id: string) => Promise<boolean>,
): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 };
  const plans = new PlanRepository(db);
  const tasks = new TaskRepository(db);
  const notifications = new NotificationRepository(db);
  const english = await translatorFor("en");
  // Two weeks that always hold days before today and days after it, whatever the weekday.
  const from = mondayOf(addDays(today, -3));
  const until = addDays(from, 11);
  if (await exists(COLLECTIONS.plans, PLAN.id)) {
    report.existing += 1;
  } else {
    const { id, ...content } = PLAN;
    await plans.create(id, { ...content, audioAllowed: false, formerStudents: [], from, until });
    report.created += 1;
  }
  // The days are those of the record, kept from the first start (a restart in a later week adds none).
  const plan = await plans.find(PLAN.id);
  const days = planDates(plan?.from ?? from, { weekdays: PLAN.weekdays, until: plan?.until ?? until });
  const past = days.filter((day) => day < today);
  for (const student of PLAN.students) {
    for (const [index, deadline] of days.entries()) {
      const id = `${PLAN.id}-${student}-${index}`;
      if (await exists(COLLECTIONS.tasks, id)) {
        report.existing += 1;
        continue;
      }
      const missed = student === "demo-liam" && deadline === past.at(-1);
      const done = deadline < today && !missed;
      await tasks.create(
        {
          name: PLAN.name,
          instructions: PLAN.instructions,
          deadline,
          category: PLAN.category,
          assignedTo: student,
          planId: PLAN.id,
          status: done ? "completed" : "pending",
        },
        id,
      );
      report.created += 1;
    }
    const notificationId = `${PLAN.id}-${student}-assigned`;
    if (!(await exists(COLLECTIONS.notifications, notificationId)) && days[0]) {
      await notifications.create(
        {
          userId: student,
          ...noticeWords(english, {
            key: "assignedMany",
            values: {
              count: days.length,
              category: PLAN.category,
              name: PLAN.name,
              weekdays: PLAN.weekdays.join(","),
              until: days.at(-1) ?? days[0],
            },
          }),
          relatedTask: { _id: `${PLAN.id}-${student}-0`, name: PLAN.name, deadline: days[0] },
          isRead: true,
        },
        notificationId,
      );
    }
  }
  return report;
}
