/**
 * Fuzzing every route: at least 5,000 generated malformed requests (bad JSON, wrong types, huge and odd
 * Unicode strings with lone surrogates and bidi controls, missing and extra fields, wrong methods,
 * malformed and cut-off multipart, animated and decompression-bomb images, recordings real and fake (proofs and
 * voice comments), too many files, forged review decisions and cursors, batch approvals of none, one, 200 and
 * duplicated tasks and of tasks without proof, forged sessions, spoofed forwarding headers) must never get a 5xx, and the data invariants must hold afterwards. Prints the count
 * and the status histogram.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@common/api-types";
import { createIsolatedTestApp, provisionUser, signIn, type Session } from "./harness";
import { checkInvariants } from "./invariants";
import { animatedGifBytes, hugePngBytes, pngBytes } from "./images";

const REQUESTS = 5_200;
const BATCH_REQUESTS = 300;
const CONCURRENCY = 12;

const { app, deps } = createIsolatedTestApp("fuzz");

interface Fixtures {
  admin: Session;
  adminEmail: string;
  student: Session;
  studentEmail: string;
  studentId: string;
  taskId: string;
  /** A task whose proof awaits review, and that proof's URL: what a batch approval names. */
  provenTaskId: string;
  provenProofUrl: string;
  images: Record<"png" | "animated" | "huge" | "text" | "webm" | "wav" | "html", Buffer>;
}
let fixtures: Fixtures;

beforeAll(async () => {
  const adminEmail = (await provisionUser(deps, "admin")).email;
  const admin = await signIn(app, adminEmail);
  const studentUser = await provisionUser(deps);
  const student = await signIn(app, studentUser.email);
  const created = await supertest(app)
    .post("/api/tasks/add")
    .set("Cookie", admin.cookie)
    .set("X-XSRF-TOKEN", admin.xsrf)
    .send({
      name: "Fuzz",
      instructions: "Fuzz.",
      deadline: "2026-11-30",
      category: "Other",
      assignedTo: studentUser._id,
    });
  const proven = await supertest(app)
    .post("/api/tasks/add")
    .set("Cookie", admin.cookie)
    .set("X-XSRF-TOKEN", admin.xsrf)
    .send({
      name: "Proven",
      instructions: "x",
      deadline: "2026-11-30",
      category: "Other",
      assignedTo: studentUser._id,
    });
  const provenTaskId = (proven.body.task as Task)._id;
  await supertest(app)
    .post(`/api/tasks/upload-proof/${provenTaskId}`)
    .set("Cookie", student.cookie)
    .set("X-XSRF-TOKEN", student.xsrf)
    .attach("proof", await pngBytes(), "proof.png");
  const provenTask = (await supertest(app).get("/api/tasks/get").set("Cookie", student.cookie)).body.tasks.find(
    (task: Task) => task._id === provenTaskId,
  ) as Task;
  fixtures = {
    admin,
    adminEmail,
    student,
    studentEmail: studentUser.email,
    studentId: studentUser._id,
    taskId: (created.body.task as Task)._id,
    provenTaskId,
    provenProofUrl: provenTask.proofUrl ?? "",
    images: {
      png: await pngBytes(),
      animated: await animatedGifBytes(120),
      huge: await hugePngBytes(60),
      text: Buffer.from("not an image"),
      webm: readFileSync(path.join(import.meta.dirname, "../fixtures/audio/tone.webm")),
      wav: readFileSync(path.join(import.meta.dirname, "../fixtures/audio/tone.wav")),
      html: Buffer.from("<!doctype html><script>alert(1)</script>"),
    },
  };
});

const ROUTES: { method: string; path: (id: string) => string; kind: "none" | "json" | "multipart" }[] = [
  { method: "GET", path: () => "/api/users/is-auth", kind: "none" },
  { method: "POST", path: () => "/api/auth/google", kind: "json" },
  { method: "GET", path: () => "/api/users/logout", kind: "none" },
  { method: "GET", path: () => "/api/users/list", kind: "none" },
  { method: "PATCH", path: () => "/api/users/update", kind: "json" },
  { method: "POST", path: () => "/api/users/upload-picture", kind: "multipart" },
  { method: "POST", path: () => "/api/users/add", kind: "json" },
  { method: "POST", path: () => "/api/users/add-with-picture", kind: "multipart" },
  { method: "POST", path: () => "/api/users/add-many", kind: "json" },
  { method: "POST", path: (id) => `/api/users/${id}/invitation`, kind: "none" },
  { method: "GET", path: (id) => `/api/users/${id}/tasks`, kind: "none" },
  { method: "GET", path: () => "/api/tasks/get", kind: "none" },
  { method: "POST", path: () => "/api/tasks/add", kind: "json" },
  { method: "PATCH", path: (id) => `/api/tasks/update/${id}`, kind: "json" },
  { method: "POST", path: (id) => `/api/tasks/upload-proof/${id}`, kind: "multipart" },
  { method: "POST", path: (id) => `/api/tasks/remove-proof/${id}`, kind: "none" },
  { method: "GET", path: () => "/api/notifications/get", kind: "none" },
  { method: "PATCH", path: (id) => `/api/notifications/mark-read/${id}`, kind: "none" },
  { method: "PATCH", path: () => "/api/notifications/mark-all-read", kind: "none" },
  { method: "GET", path: () => "/api/notifications/summary", kind: "none" },
  { method: "GET", path: () => "/api/plans", kind: "none" },
  { method: "PATCH", path: (id) => `/api/plans/${id}`, kind: "json" },
  { method: "POST", path: (id) => `/api/plans/${id}/students`, kind: "json" },
  { method: "DELETE", path: (id) => `/api/plans/${id}?part=all`, kind: "none" },
  { method: "GET", path: () => "/api/groups", kind: "none" },
  { method: "POST", path: () => "/api/groups", kind: "json" },
  { method: "PATCH", path: (id) => `/api/groups/${id}`, kind: "json" },
  { method: "POST", path: (id) => `/api/groups/${id}/students`, kind: "json" },
  { method: "DELETE", path: (id) => `/api/groups/${id}`, kind: "none" },
  { method: "PUT", path: () => "/api/groups/shown", kind: "json" },
  { method: "DELETE", path: (id) => `/api/notifications/${id}`, kind: "none" },
  { method: "POST", path: () => "/api/notifications/clear-read", kind: "none" },
  { method: "PUT", path: () => "/api/reminders/settings", kind: "json" },
  { method: "GET", path: (id) => `/api/reminders/summary?timeZone=${id}`, kind: "none" },
  { method: "GET", path: (id) => `/api/reminders/unsubscribe?user=${id}&token=${id}`, kind: "none" },
  { method: "POST", path: (id) => `/api/reminders/unsubscribe?user=${id}&token=${id}`, kind: "none" },
  { method: "GET", path: (id) => `/api/files/proofs/${id}/x.png`, kind: "none" },
  { method: "PATCH", path: (id) => `/api/tasks/${id}`, kind: "json" },
  { method: "DELETE", path: (id) => `/api/tasks/${id}`, kind: "none" },
  { method: "GET", path: () => "/api/templates", kind: "none" },
  { method: "POST", path: () => "/api/templates", kind: "json" },
  { method: "DELETE", path: (id) => `/api/templates/${id}`, kind: "none" },
  { method: "PATCH", path: (id) => `/api/users/${id}`, kind: "json" },
  { method: "PATCH", path: (id) => `/api/users/${id}/status`, kind: "json" },
  { method: "DELETE", path: (id) => `/api/users/${id}`, kind: "json" },
  { method: "GET", path: () => "/api/tasks/review-queue", kind: "none" },
  { method: "GET", path: () => "/api/tasks/review-count", kind: "none" },
  { method: "POST", path: (id) => `/api/tasks/${id}/review`, kind: "json" },
  { method: "POST", path: () => "/api/tasks/review-batch", kind: "json" },
  { method: "POST", path: (id) => `/api/tasks/${id}/review-with-voice`, kind: "multipart" },
  { method: "GET", path: (id) => `/api/files/voice/${id}/x.webm`, kind: "none" },
  { method: "GET", path: () => "/api/board", kind: "none" },
  { method: "GET", path: () => "/api/board/export", kind: "none" },
  { method: "GET", path: (id) => `/api/tasks/${id}/thread`, kind: "none" },
  { method: "GET", path: (id) => `/api/tasks/${id}/thread?version=${id}&cursor=${id}`, kind: "none" },
  { method: "POST", path: (id) => `/api/tasks/${id}/thread/messages`, kind: "json" },
  { method: "PATCH", path: (id) => `/api/tasks/${id}/thread/messages/${id}`, kind: "json" },
  { method: "DELETE", path: (id) => `/api/tasks/${id}/thread/messages/${id}`, kind: "none" },
  { method: "POST", path: (id) => `/api/tasks/${id}/thread/read`, kind: "none" },
  { method: "GET", path: () => "/api/tasks/review-queue?list=questions", kind: "none" },
  { method: "GET", path: () => "/api/reviews/saved-comments", kind: "none" },
  { method: "PUT", path: () => "/api/reviews/saved-comments", kind: "json" },
];

const oddString = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "../../etc/passwd",
    "%",
    "%E0%A4%A",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "🙂".repeat(50),
    "a".repeat(20_000),
    "2026-02-30",
    "null",
    "__proto__",
    "constructor",
    "\uD800",
    "a\uDFFFb",
    "Ana\u202Egpj.exe",
    "https://facebook.com@evil.example/",
    "a/b",
    " /STUDENT/ ",
  ),
);
const oddValue = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
);
const fieldNames = fc.constantFrom(
  "email",
  "name",
  "role",
  "phoneNumber",
  "birthDate",
  "socialLinks",
  "credential",
  "status",
  "instructions",
  "deadline",
  "category",
  "assignedTo",
  "repeat",
  "scope",
  "active",
  "confirmEmail",
  "decision",
  "reason",
  "comment",
  "proofUrl",
  "cursor",
  "timeZone",
  "audioAllowed",
  "items",
  "rows",
  "invite",
  "requestId",
  "groups",
  "language",
  "comments",
  "version",
  "__proto__",
  "extra",
);
/** A task of a batch approval: the task without a proof, the one with, or anything, with the proof seen or not. */
const batchItem = fc.record({
  taskId: fc.oneof(fc.constantFrom("TASK", "PROVEN_TASK"), oddString),
  proofUrl: fc.oneof(fc.constantFrom("PROVEN_PROOF", "/api/files/proofs/x/y.png"), oddString),
});
/** A batch approval: no task, one, a few, 200 (over the bound), one named twice, the task without a proof. */
const batchBody = fc.record({
  items: fc.oneof(
    fc.constant([]),
    fc.array(batchItem, { minLength: 1, maxLength: 3 }),
    fc.constant(Array.from({ length: 200 }, (_, i) => ({ taskId: `t${i}`, proofUrl: "/api/files/proofs/x/y.png" }))),
    batchItem.map((item) => [item, item]),
    fc.constant([{ taskId: "TASK", proofUrl: "/api/files/proofs/x/y.png" }]),
  ),
  comment: fc.oneof(oddString, fc.constant(undefined)),
});
const jsonBody = fc.oneof(
  fc.dictionary(fieldNames, oddValue, { maxKeys: 8 }),
  // A plan: several students and a repetition, within and beyond the limits.
  fc.record({
    name: fc.constant("Plan"),
    instructions: fc.constant("x"),
    deadline: fc.constantFrom("2026-11-30", "2026-02-30", ""),
    category: fc.constant("Reading"),
    assignedTo: fc.oneof(fc.constant(["STUDENT"]), fc.array(oddString, { maxLength: 3 })),
    repeat: fc.oneof(
      fc.constant(null),
      fc.record({
        weekdays: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 8 }),
        until: fc.constantFrom("2026-12-31", "2027-12-31", "2026-11-01", "x"),
      }),
    ),
  }),
  // A review: each decision, with and without its reason, and proofs seen or not.
  fc.record({
    decision: fc.constantFrom("approve", "redo", "maybe", ""),
    reason: fc.oneof(oddString, fc.constant(undefined)),
    comment: fc.oneof(oddString, fc.constant(undefined)),
    proofUrl: fc.oneof(oddString, fc.constant("/api/files/proofs/x/y.png")),
  }),
  batchBody,
  // Add many: lists of odd rows, within and beyond the limit, with and without a request id.
  fc.record({
    rows: fc.oneof(
      fc.array(fc.oneof(fc.dictionary(fieldNames, oddValue, { maxKeys: 5 }), oddValue), { maxLength: 6 }),
      fc.constant(Array.from({ length: 501 }, (_, i) => ({ email: `fuzz${i}@example.test`, name: "Fuzz Row" }))),
    ),
    invite: fc.oneof(fc.boolean(), oddValue),
    requestId: fc.oneof(fc.constant("fuzz-request-1"), oddString),
  }),
  // Saved comments: lists of odd texts, lists about the limit, and versions right, stale, ahead or not numbers.
  fc.record({
    comments: fc.oneof(
      fc.array(oddString, { maxLength: 5 }),
      fc.array(fc.constant("Well done"), { minLength: 99, maxLength: 102 }),
      oddValue,
    ),
    version: fc.oneof(fc.integer({ min: -1, max: 3 }), oddValue),
  }),
  fc.constant({
    name: "Valid Name",
    email: "fuzz@example.test",
    role: "student",
    status: "completed",
    category: "Reading",
    deadline: "2026-11-30",
    instructions: "x",
    assignedTo: "x",
  }),
  oddValue,
);
const rawBody = fc.oneof(
  fc.constantFrom("{", '{"a":', "[1,2", '"unterminated', '{"name": "\\uD800"}', "null", "true", "1e99999"),
  fc.string({ maxLength: 200 }),
);

const requestArbitrary = fc.record({
  route: fc.constantFrom(...ROUTES),
  wrongMethod: fc.oneof(
    { weight: 9, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PATCH", "PUT", "DELETE") },
  ),
  id: fc.oneof({ weight: 2, arbitrary: fc.constantFrom("TASK", "STUDENT") }, { weight: 1, arbitrary: oddString }),
  session: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("admin", "student") },
    { weight: 2, arbitrary: fc.constantFrom("none", "garbage", "wrong-token", "no-token") },
  ),
  body: fc.oneof(
    fc.record({ type: fc.constant("json" as const), value: jsonBody }),
    fc.record({ type: fc.constant("raw-json" as const), value: rawBody }),
    fc.record({ type: fc.constantFrom("text" as const, "form" as const), value: fc.string({ maxLength: 200 }) }),
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant("multipart" as const),
        value: fc.record({
          // "expected": the field the route reads its file from.
          field: fc.constantFrom("expected", "expected", "picture", "proof", "audio", "voice", "other"),
          image: fc.constantFrom(
            "png" as const,
            "animated" as const,
            "huge" as const,
            "text" as const,
            "webm" as const,
            "wav" as const,
            "html" as const,
          ),
          // Several files at once: a proof takes five photos and a recording, a picture one file.
          copies: fc.integer({ min: 1, max: 7 }),
          recording: fc.constantFrom(null, "webm" as const, "html" as const),
          fields: fc.dictionary(fieldNames, oddString, { maxKeys: 4 }),
        }),
      }),
    },
    fc.record({ type: fc.constant("broken-multipart" as const), value: fc.string({ maxLength: 300 }) }),
    fc.record({
      type: fc.constant("cut-off-multipart" as const),
      value: fc.record({ field: fc.constantFrom("picture", "proof", "voice"), cut: fc.nat({ max: 400 }) }),
    }),
    fc.record({ type: fc.constant("none" as const), value: fc.constant(null) }),
  ),
  forwarded: fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.record({
        "X-Forwarded-For": fc.oneof(oddString, fc.constantFrom("1.2.3.4", "1.2.3.4, 5.6.7.8", "::1", "unknown")),
        "X-Forwarded-Host": fc.constantFrom("evil.example", "127.0.0.1:5000", ""),
        Origin: fc.constantFrom("https://evil.example", "null", "http://127.0.0.1:5000", "not a url"),
      }),
    },
  ),
  query: fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.constantFrom("from", "to", "size", "cursor", "limit", "scope", "week", "timeZone", "x"),
        fc.oneof(oddString, fc.constantFrom("2026-11-30", "2026-11-01", "2027-12-31", "Europe/Paris")),
        { maxKeys: 3 },
      ),
    },
  ),
});
type FuzzRequest = typeof requestArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** Percent-encoded; a lone surrogate has no UTF-8, so it goes as the bytes a broken encoder would send. */
const encoded = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};

/** About how many bytes the request line and the fuzzed headers take. */
const headBytes = ({ route, id, query, forwarded }: FuzzRequest) =>
  route.path(encoded(id)).length +
  JSON.stringify(query ?? {}).length +
  Object.values(forwarded ?? {}).reduce((sum, value) => sum + encoded(value).length, 0);

function send(request: FuzzRequest) {
  const { route, session } = request;
  const id =
    request.id === "TASK" ? fixtures.taskId : request.id === "STUDENT" ? fixtures.studentId : encoded(request.id);
  const method = (request.wrongMethod ?? route.method).toLowerCase() as "get" | "post" | "patch" | "put" | "delete";
  let test = supertest(app)[method](route.path(id));
  if (request.query) test = test.query(request.query);
  if (request.forwarded) {
    for (const [name, value] of Object.entries(request.forwarded)) test = test.set(name, encoded(value));
  }
  const known = session === "admin" ? fixtures.admin : fixtures.student;
  if (session === "garbage") test = test.set("Cookie", "__session=garbage");
  if (["admin", "student", "wrong-token", "no-token"].includes(session)) test = test.set("Cookie", known.cookie);
  if (session === "admin" || session === "student") test = test.set("X-XSRF-TOKEN", known.xsrf);
  if (session === "wrong-token") test = test.set("X-XSRF-TOKEN", "forged");

  const { body } = request;
  switch (body.type) {
    case "json":
      return test
        .set("Content-Type", "application/json")
        .send(
          (JSON.stringify(body.value) ?? "null")
            .replaceAll('"STUDENT"', `"${fixtures.studentId}"`)
            .replaceAll('"TASK"', `"${fixtures.taskId}"`)
            .replaceAll('"PROVEN_TASK"', `"${fixtures.provenTaskId}"`)
            .replaceAll('"PROVEN_PROOF"', `"${fixtures.provenProofUrl}"`),
        );
    case "raw-json":
      return test.set("Content-Type", "application/json").send(body.value);
    case "text":
      return test.set("Content-Type", "text/plain").send(body.value);
    case "form":
      return test.type("form").send(body.value);
    case "multipart": {
      // A well-formed upload to the right field carries no stray fields, so that its image gets looked at; a voice
      // comment carries a review's fields (the fixture's task has no proof for it to be of).
      const voice = route.path("").includes("voice");
      const expectedFields = voice ? { decision: "approve", proofUrl: "/api/files/proofs/x/y.png" } : {};
      const fields = body.value.field === "expected" ? expectedFields : body.value.fields;
      for (const [name, value] of Object.entries(fields)) test = test.field(name, value.slice(0, 500));
      const expected = voice ? "voice" : route.path("").includes("proof") ? "proof" : "picture";
      const field = body.value.field === "expected" ? expected : body.value.field;
      for (let copy = 0; copy < body.value.copies; copy += 1) {
        test = test.attach(field, fixtures.images[body.value.image], `f${copy}.png`);
      }
      if (body.value.recording) test = test.attach("audio", fixtures.images[body.value.recording], "r.webm");
      return test;
    }
    case "broken-multipart":
      return test.set("Content-Type", "multipart/form-data; boundary=zz").send(`--zz\r\n${body.value}`);
    case "cut-off-multipart": {
      // A file part that never reaches its closing boundary.
      const head = `--zz\r\nContent-Disposition: form-data; name="${body.value.field}"; filename="f.png"\r\n\r\n`;
      const bytes = Buffer.concat([Buffer.from(head), fixtures.images.png.subarray(0, body.value.cut)]);
      return test.set("Content-Type", "multipart/form-data; boundary=zz").send(bytes);
    }
    default:
      return test;
  }
}

/**
 * A transaction that lost to the others on the same record, even after the SDK's retries, is a 503 with
 * Retry-After that wrote nothing (docs/security.md): a client sends it again, so the fuzz does too. Only one still
 * refused so after a few tries, or any other 5xx, is a failure.
 */
async function sendAgainWhileBusy(request: FuzzRequest, busy: { count: number }) {
  let response = await send(request);
  for (let tries = 1; tries < 4 && response.status === 503 && response.headers["retry-after"]; tries += 1) {
    busy.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 100 * tries));
    response = await send(request);
  }
  return response;
}

/** Sends the requests, CONCURRENCY at a time: how many got each status, and those answered with a 5xx. */
async function fuzz(requests: FuzzRequest[]) {
  const histogram = new Map<number, number>();
  const failures: string[] = [];
  const busy = { count: 0 };
  let next = 0;
  const worker = async () => {
    for (let request = requests[next++]; request; request = requests[next++]) {
      let response;
      try {
        response = await sendAgainWhileBusy(request, busy);
      } catch (error) {
        // Node refuses a head over its 16 KiB with 431 and closes the socket: a client still writing its body
        // then sees the connection reset instead of the answer. Anything else is a failure.
        if (headBytes(request) > 16 * 1024 && (error as NodeJS.ErrnoException).code === "ECONNRESET") {
          histogram.set(431, (histogram.get(431) ?? 0) + 1);
          continue;
        }
        throw error;
      }
      histogram.set(response.status, (histogram.get(response.status) ?? 0) + 1);
      // A fuzzed logout really ends the session: sign in again, so later requests reach the handlers.
      if (request.route.path("") === "/api/users/logout" && response.status === 200) {
        if (request.session === "admin") fixtures.admin = await signIn(app, fixtures.adminEmail);
        if (request.session === "student") fixtures.student = await signIn(app, fixtures.studentEmail);
      }
      if (response.status >= 500) {
        failures.push(
          `${request.wrongMethod ?? request.route.method} ${request.route.path("ID")} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const sent = [...histogram.values()].reduce((sum, count) => sum + count, 0);
  const statuses = [...histogram]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(", ");
  return { sent, statuses: `${statuses}; sent again after a busy 503: ${busy.count}`, failures };
}

describe("Fuzzing every route", () => {
  it(`When ${REQUESTS} malformed requests arrive, then none gets a 5xx and the data stays consistent`, async () => {
    const { sent, statuses, failures } = await fuzz(fc.sample(requestArbitrary, { numRuns: REQUESTS, seed: 20261123 }));
    console.log(`Fuzz: ${sent} requests; statuses ${statuses}`);
    expect(sent).toBeGreaterThanOrEqual(5_000);
    expect(failures, failures.join("\n")).toEqual([]);
    const problems = await checkInvariants(deps);
    expect(problems, problems.join("\n")).toEqual([]);
  }, 300_000);

  it(`When ${BATCH_REQUESTS} batch approvals arrive (no task, one, 200, a task twice, tasks without proof), then none gets a 5xx and the data stays consistent`, async () => {
    const route = ROUTES.find((each) => each.path("") === "/api/tasks/review-batch");
    if (!route) throw new Error("The batch approval is not among the fuzzed routes");
    const batches = fc.tuple(requestArbitrary, batchBody).map(([request, value]): FuzzRequest => ({
      ...request,
      route,
      wrongMethod: null,
      body: { type: "json", value },
    }));
    const { sent, statuses, failures } = await fuzz(fc.sample(batches, { numRuns: BATCH_REQUESTS, seed: 20261201 }));
    console.log(`Fuzz of the batch approval: ${sent} requests; statuses ${statuses}`);
    expect(failures, failures.join("\n")).toEqual([]);
    const problems = await checkInvariants(deps);
    expect(problems, problems.join("\n")).toEqual([]);
  }, 120_000);
});
