/** The server-side figures: bundle sizes, images, audio, the API's reads and times, reminders, cold start, body parsing. */
import path from "node:path";
import { measureApi } from "./api";
import { measureBodyParse } from "./body-parse";
import { measureReminders, REMINDER_STUDENTS } from "./reminders";
import { AUDIO_MAX_SECONDS, MAX_AUDIO_BYTES } from "@common/constants";
import { FUNCTION_RUNTIME } from "../../functions/src/tooling";
import { measureBundle } from "./bundle";
import { functionBundleFigure, withinBudget } from "../lib/size-budgets";
import { measureColdStart } from "./cold-start";
import { measureAudio } from "./audio";
import { measureImages } from "./images";
import { ROOT } from "../lib/stack";
import { add, kb, ms, say } from "./report";

export async function bundleFigures(prodDist: string) {
  say("Bundle...");
  const bundle = await measureBundle(prodDist);
  for (const figure of bundle.sizes.figures) {
    add(
      `Size: ${figure.name} (gzip)${figure.file ? `, ${path.basename(figure.file)}` : ""}`,
      kb(figure.bytes),
      `≤ ${figure.budgetKb} KB`,
      withinBudget(figure),
    );
  }
  for (const problem of bundle.sizes.problems) add(`Size: ${problem}`, "—", "a budget", false);
  const functionBundle = await functionBundleFigure(path.join(ROOT, "functions/lib/index.js"));
  add(
    `Size: ${functionBundle.name}`,
    kb(functionBundle.bytes),
    `≤ ${functionBundle.budgetKb} KB`,
    withinBudget(functionBundle),
  );
  add(
    "Firebase Auth code in the first load",
    bundle.authInFirstLoad ? "yes" : "no",
    "no (loads at sign-in)",
    !bundle.authInFirstLoad,
  );
  add(
    "Admin screens in a student's downloads",
    bundle.adminInStudentChunks ? "yes" : "no",
    "no",
    !bundle.adminInStudentChunks,
  );
}

export async function imageFigures() {
  say("Proof images (a 12-megapixel phone photo, in Chromium)...");
  const images = await measureImages();
  add(
    "Phone photo sent for upload",
    `${kb(images.inputBytes)} → ${kb(images.outputBytes)}`,
    "≤ 600 KB",
    images.outputBytes <= 600 * 1024,
  );
  add(
    "Its long edge, orientation applied",
    `${images.outputWidth}×${images.outputHeight}`,
    "≤ 2048 px, upright (portrait)",
    Math.max(images.outputWidth, images.outputHeight) <= 2048 && images.outputHeight > images.outputWidth,
  );
  add("Verification thumbnail", kb(images.thumbnailBytes), "≤ 30 KB", images.thumbnailBytes <= 30 * 1024);
}

export async function reminderFigures() {
  say(`Reminders: one run of the job for ${REMINDER_STUDENTS} students and their supervisor...`);
  const figures = await measureReminders(8191);
  const what = `${figures.students} students (${figures.withWork} with work due) and 1 admin`;
  add(
    `Reminder job, ${what}: reminders and digests queued`,
    String(figures.sent),
    `${figures.withWork + 1}`,
    figures.sent === figures.withWork + 1,
  );
  for (const [phase, label] of [
    [figures.queue, "queuing them"],
    [figures.send, `sending their ${figures.mailed} e-mails over SMTP`],
  ] as const) {
    add(`Reminder job, ${label}: reads`, String(phase.reads), "—", null);
    add(`Reminder job, ${label}: writes`, String(phase.writes), "—", null);
    add(`Reminder job, ${label}: time`, ms(phase.ms), "—", null);
  }
}

export async function apiFigures() {
  say("API: document reads and latency (50 concurrent clients)...");
  const api = await measureApi(8190);
  for (const { route, reads, budget } of api.reads) {
    add(
      `Reads: ${route}`,
      String(reads),
      Number.isNaN(budget) ? "—" : `≤ ${budget}`,
      Number.isNaN(budget) ? null : reads <= budget,
    );
  }
  // The read model of docs/performance.md: what a student's typical day costs, by the same counter.
  add(
    `Reads: a student's day (the dashboard, ${api.studentDay.polls} polls of the bell, one proof)`,
    String(api.studentDay.reads),
    "—",
    null,
  );
  const { plan, usersPage } = api.planning;
  add(
    `Plan of ${plan.tasks} tasks (${plan.students} students × 5 weekdays × 12 weeks): server time`,
    ms(plan.serverMs),
    "—",
    null,
  );
  // Each student is read twice: once to check the form (clear 400s before anything is written), once in the
  // transaction that writes their tasks (so a student deactivated meanwhile is refused).
  add(
    `Plan of ${plan.tasks} tasks: reads`,
    String(plan.reads),
    `≤ ${2 * plan.students + 3}`,
    plan.reads <= 2 * plan.students + 3,
  );
  add(
    `Reads: GET /api/users/list (Users page, ${usersPage.users} users)`,
    String(usersPage.reads),
    `≤ ${usersPage.users + 2}`,
    usersPage.reads <= usersPage.users + 2,
  );
  const { inbox } = api;
  for (const [label, page] of [
    ["first page", inbox.first],
    [`page ${inbox.last.page}, the last`, inbox.last],
  ] as const) {
    // A page reads its tasks and one more (is there a next page?), their students in one round trip, and
    // the session's two reads.
    const budget = 2 * page.items + 3;
    add(
      `Review inbox (${inbox.waiting} waiting), ${label}: reads`,
      String(page.reads),
      `≤ ${budget}`,
      page.reads <= budget,
    );
    add(`Review inbox (${inbox.waiting} waiting), ${label}: server time`, ms(page.serverMs), "—", null);
  }
  const { board } = api;
  // The board reads every student's record (the active ones are shown) and the week's tasks: two queries.
  const boardBudget = board.tasks + board.studentRecords + 2;
  add(
    `Class board, a week of ${board.tasks} tasks, ${board.students} active students (${board.studentRecords} in all): reads`,
    String(board.reads),
    `≤ ${boardBudget}`,
    board.reads <= boardBudget,
  );
  add("Class board, that week: server time", ms(board.serverMs), "—", null);
  const { groups } = api;
  // A group's board reads the group, its students' records and their week's tasks (a query per 30), and the
  // session's two: not the rest of the class.
  const groupBudget = 1 + groups.groupSize + groups.tasks + 2;
  add(
    `Class board of a group of ${groups.groupSize} in a class of ${groups.classSize}, ${groups.tasks} tasks: reads`,
    String(groups.reads),
    `≤ ${groupBudget}`,
    groups.reads <= groupBudget,
  );
  add("Class board of that group: server time", ms(groups.serverMs), "—", null);
  add(
    `A student joins a group ${groups.join.plans} running plans follow (${groups.join.added} tasks added): server time`,
    ms(groups.join.serverMs),
    "< 1 s",
    groups.join.serverMs < 1000,
  );
  for (const { route, api: measured, direct, clients } of api.latency) {
    for (const p of ["p50", "p99"] as const) {
      const ratio = measured[p] / direct[p];
      add(
        `Latency ${route} ${p} (API / direct)`,
        `${ms(measured[p])} / ${ms(direct[p])} = ${ratio.toFixed(2)}× (clients saw ${ms(clients[p])})`,
        "≤ 1.5×",
        ratio <= 1.5,
      );
    }
  }
}

export async function audioFigures() {
  say(`A ${AUDIO_MAX_SECONDS / 60}-minute recording with the app's recorder, in Chromium (real time)...`);
  const audio = await measureAudio();
  add(
    `Recording of ${audio.seconds} s (${audio.contentType}) sent for upload`,
    kb(audio.bytes),
    `≤ ${kb(MAX_AUDIO_BYTES)}`,
    audio.bytes <= MAX_AUDIO_BYTES,
  );
}

export async function bodyParseFigures() {
  say("The runtime's parse of a 32 MB JSON body...");
  const figures = await measureBodyParse();
  for (const { shape, rssMb, parseMs } of figures) {
    add(`Runtime parse of 32 MB of ${shape}`, `${rssMb.toFixed(0)} MB more memory, ${ms(parseMs)}`, "—", null);
  }
  const worst = Math.max(...figures.map((figure) => figure.rssMb));
  const { concurrency, memoryMb } = FUNCTION_RUNTIME;
  add(
    `${concurrency} worst bodies at once in the function's memory`,
    `${(worst * concurrency).toFixed(0)} MB of ${memoryMb} MB`,
    "< 75% of memory",
    worst * concurrency < memoryMb * 0.75,
  );
}

export async function coldStartFigures() {
  say("Cold start...");
  const cold = await measureColdStart();
  const coldRatio = cold.functionMs / cold.bareMs;
  add(
    "Cold start: function module / bare module",
    `${ms(cold.functionMs)} / ${ms(cold.bareMs)} = ${coldRatio.toFixed(2)}×`,
    "≤ 1.5×",
    coldRatio <= 1.5,
  );
}

/** Everything the browser figures need: the stack with the demo data, and each demo account's cookies. */
