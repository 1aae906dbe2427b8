/**
 * `npm test`: every check and test suite, offline, in order — format, lint, types, build, the size budgets of
 * the production web build, unit tests of both workspaces, the security-rules tests (on an official Firestore
 * emulator), then the API tests (in-process against the local Firestore and Auth emulator, their queries
 * checked against the declared indexes) and the browser journeys (Debian's Chromium through the Hosting
 * emulator). One summary at the end; the exit code is non-zero if anything failed. `npm test -- unit api`
 * runs only the named stages.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { adminSourcesInStudentDownloads, buildProductionWeb, firstLoadOf, readWebBuild } from "./lib/bundle-size";
import { startCloudFirestoreEmulatorOnFreePort } from "./lib/cloud-firestore-emulator";
import { startFirestoreProxy } from "./lib/firestore-proxy";
import { chooseLocalFirestore, NoLocalFirestoreError, type LocalFirestore } from "./lib/local-firestore";
import { seedDemoData } from "./lib/seed";
import { startMailCatcher } from "./lib/mail-catcher";
import { run } from "./lib/run";
import { productionBuildProblems } from "./lib/production-build";
import {
  checkSizeBudgets,
  describeFigure,
  functionBundleFigure,
  serviceWorkerFigure,
  withinBudget,
} from "./lib/size-budgets";
import { describeFunctionNode, ROOT, StackError, startStack, type RunningStack } from "./lib/stack";

interface Outcome {
  passed: number;
  failed: number;
  skipped?: number;
  note?: string;
  /** The failed tests by file and name, so that the summary (all a CI log's tail may keep) says which. */
  failures?: string[];
}

interface Stage {
  name: string;
  /** Needs the running Firebase stack. */
  needsStack?: boolean;
  run: (context: Context) => Promise<Outcome>;
}

interface Context {
  stack?: RunningStack;
  /** The official Firestore emulator to use, or why none can run here. */
  firestore: LocalFirestore | NoLocalFirestoreError;
  reportDir: string;
}

const say = (line: string) => console.log(`\n» ${line}`);

function stackOf(context: Context): RunningStack {
  if (!context.stack) throw new Error("This stage needs the emulators, which are not running.");
  return context.stack;
}

/** A check that is one pass or one fail (formatter, linter, compiler, build). */
const check = async (command: string, args: string[]): Promise<Outcome> =>
  (await run(command, args)) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

const firstLine = (text = "") => text.trim().split("\n")[0]?.slice(0, 200) ?? "";

/**
 * The function's tests run on the Node.js it is deployed on when FUNCTIONS_NODE names that Node's binary (CI
 * installs it); otherwise on the Node running this script.
 */
const FUNCTIONS_NODE = process.env.FUNCTIONS_NODE;

async function vitest(workspace: string, args: string[], reportFile: string, env: Record<string, string> = {}) {
  const [command, runner] =
    workspace === "functions" && FUNCTIONS_NODE
      ? [FUNCTIONS_NODE, [path.join(ROOT, "node_modules/vitest/vitest.mjs")]]
      : ["npx", ["vitest"]];
  const code = await run(
    command,
    [
      ...runner,
      "run",
      "--root",
      workspace,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
      ...args,
    ],
    env,
  );
  return vitestReport(code, reportFile);
}

async function vitestReport(code: number, reportFile: string): Promise<Outcome> {
  if (!existsSync(reportFile)) return { passed: 0, failed: 1, note: "the test runner produced no report" };
  const report = JSON.parse(await readFile(reportFile, "utf8")) as VitestReport;
  // A file that failed to load fails the run without failing any test: count each such file once.
  const brokenFiles = report.testResults.filter((file) => file.status === "failed").length;
  const failed = report.numFailedTests > 0 || code === 0 ? report.numFailedTests : Math.max(1, brokenFiles);
  const skipped = report.numPendingTests + report.numTodoTests;
  const failures = report.testResults.flatMap((file) => {
    const where = path.relative(ROOT, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    return tests.length === 0 && file.status === "failed" ? [`${where}: ${firstLine(file.message)}`] : tests;
  });
  return {
    passed: report.numPassedTests,
    failed,
    ...(skipped ? { skipped } : {}),
    ...(failures.length ? { failures } : {}),
  };
}

const sum = (a: Outcome, b: Outcome): Outcome => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  ...(a.skipped || b.skipped ? { skipped: (a.skipped ?? 0) + (b.skipped ?? 0) } : {}),
  ...(a.failures || b.failures ? { failures: [...(a.failures ?? []), ...(b.failures ?? [])] } : {}),
});

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** The journeys that failed on their last try, as "[project] file:line › title: first line of the error". */
function playwrightFailures(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected")
        .map((test) => {
          const error = stripVTControlCharacters(firstLine(test.results.at(-1)?.error?.message));
          return `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${error}`;
        }),
    ),
    ...playwrightFailures(suite.suites),
  ]);
}

/**
 * Whether web/dist is the build the journeys need: the emulator mode's (`build:emulator`, whose pages may talk
 * to the local Auth emulator). A hand-made `vite build` in web/ replaces it with the deployed mode's, in which
 * every sign-in goes to Google and fails offline.
 */
async function isEmulatorWebBuild(): Promise<boolean> {
  const env = await readFile(path.join(ROOT, "web", ".env.emulator"), "utf8");
  const authEmulator = /^VITE_AUTH_EMULATOR_URL=(.+)$/m.exec(env)?.[1]?.trim();
  if (!authEmulator) throw new Error("web/.env.emulator names no VITE_AUTH_EMULATOR_URL");
  const page = await readFile(path.join(ROOT, "web", "dist", "index.html"), "utf8").catch(() => "");
  return page.includes(authEmulator);
}

async function playwright(context: Context): Promise<Outcome> {
  if (!(await isEmulatorWebBuild())) {
    const note = "web/dist is not the emulator build (a plain `vite build` replaced it?): run `npm test -- build e2e`";
    return { passed: 0, failed: 1, note };
  }
  const reportFile = path.join(context.reportDir, "e2e.json");
  const stack = stackOf(context);
  // The reminder journeys read the e-mails the job sends in the mail catcher, as a newcomer does after npm start.
  const mail = await startMailCatcher();
  let code: number;
  try {
    code = await run("npx", ["playwright", "test", "--config", "web/playwright.config.ts"], {
      E2E_BASE_URL: stack.hostingUrl,
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      MAIL_CATCHER_URL: mail.inboxUrl,
      SMTP_URL: mail.smtpUrl,
      ...stack.env,
    });
  } finally {
    await mail.stop();
  }
  if (!existsSync(reportFile)) return { passed: 0, failed: 1, note: "the test runner produced no report" };
  const { stats, suites } = JSON.parse(await readFile(reportFile, "utf8")) as PlaywrightReport;
  const failures = playwrightFailures(suites);
  return {
    passed: stats.expected + stats.flaky,
    failed: Math.max(stats.unexpected, code === 0 ? 0 : 1),
    ...(failures.length ? { failures } : {}),
  };
}

const STORAGE_RULES_SKIPPED = "Storage rules: the Storage emulator needs Java 21";

/** The security-rules tests, on firebase-tools' emulators with Java 21, else on the Cloud Firestore emulator. */
async function rulesTests({ firestore, reportDir }: Context): Promise<Outcome> {
  if (firestore instanceof NoLocalFirestoreError) return { passed: 0, failed: 1, note: firestore.message };
  const reportFile = path.join(reportDir, "rules.json");
  const vitestArgs = `vitest run --root functions --project rules --reporter=default --reporter=json --outputFile.json=${reportFile}`;
  if (firestore.kind === "firebase-tools") {
    const code = await run("npx", [
      "firebase",
      "emulators:exec",
      "--project",
      "demo-rules",
      "--only",
      "firestore,storage",
      `npx ${vitestArgs}`,
    ]);
    return vitestReport(code, reportFile);
  }
  const emulator = await startCloudFirestoreEmulatorOnFreePort({
    launcher: firestore.launcher,
    host: "127.0.0.1",
    rulesFile: path.join(ROOT, "firestore.rules"),
    logFile: path.join(reportDir, "..", "rules-firestore.log"),
  });
  try {
    const outcome = await vitestReport(
      await run("npx", vitestArgs.split(" "), { FIRESTORE_EMULATOR_HOST: emulator.address }),
      reportFile,
    );
    return { ...outcome, note: `Firestore rules on the Cloud Firestore emulator; ${STORAGE_RULES_SKIPPED}` };
  } finally {
    await emulator.stop();
  }
}

/**
 * The API suite with its Firestore calls through the proxy, then the check that every query it issued has
 * its composite index and every collection with `expiresAt` its TTL policy in firestore.indexes.json.
 */
async function apiTests(context: Context): Promise<Outcome> {
  const stack = stackOf(context);
  const proxy = await startFirestoreProxy(stack.env.FIRESTORE_EMULATOR_HOST ?? "");
  // `API_FILES=groups npm test -- api` runs only the API test files whose name matches, without the rest.
  const only = process.env.API_FILES?.split(",").filter(Boolean) ?? [];
  let api: Outcome;
  try {
    api = await vitest("functions", ["--project", "api", ...only], path.join(context.reportDir, "api.json"), {
      ...stack.env,
      FIRESTORE_EMULATOR_HOST: proxy.address,
      HOSTING_URL: stack.hostingUrl,
    });
    if (only.length > 0) return api;
    const tools = await vitest("scripts", ["--project", "stack"], path.join(context.reportDir, "api-scripts.json"), {
      ...stack.env,
      FIRESTORE_EMULATOR_HOST: proxy.address,
    });
    api = sum(api, tools);
  } finally {
    await proxy.stop();
  }
  const queryLog = path.join(context.reportDir, "firestore-queries.json");
  await writeFile(
    queryLog,
    JSON.stringify({ queries: proxy.queries(), expiringCollections: proxy.expiringCollections() }),
  );
  const indexes = await vitest("functions", ["--project", "indexes"], path.join(context.reportDir, "indexes.json"), {
    FIRESTORE_QUERY_LOG: queryLog,
  });
  return sum(api, indexes);
}

/**
 * The deployed (production) build of web/ and the function's bundle against their budgets
 * (scripts/lib/size-budgets.ts, and each screen's in web/build/screen-budgets.ts): one pass or fail per figure,
 * and a fail for anything the deployed pages must not hold (source maps, the emulator's account chooser).
 * Sizes are deterministic, so unlike timings they may be asserted.
 */
async function sizeBudgets({ reportDir }: Context): Promise<Outcome> {
  const distDir = path.join(reportDir, "..", "web-production");
  // Built with hidden source maps, which say where each chunk's code came from, then removed as a deploy would.
  if (!(await buildProductionWeb(distDir, { sourceMaps: true }))) {
    return { passed: 0, failed: 1, note: "the production build failed" };
  }
  if ((await run("npm", ["run", "--silent", "build", "-w", "functions"])) !== 0) {
    return { passed: 0, failed: 1, note: "the function's build failed" };
  }
  const build = await readWebBuild(distDir);
  const { figures, problems } = await checkSizeBudgets(build);
  const adminSources = await adminSourcesInStudentDownloads(build, await firstLoadOf(build, "index.html"));
  console.log(
    `${adminSources.length === 0 ? "✔" : "✖"} Admin screens' code in a student's downloads: ${adminSources.length}`,
  );
  if (adminSources.length > 0)
    problems.push(`admin screens' code in a student's downloads: ${adminSources.join(", ")}`);
  const maps = (await readdir(distDir, { recursive: true })).filter((file) => file.endsWith(".map"));
  await Promise.all(maps.map((file) => rm(path.join(distDir, file))));
  problems.push(...(await productionBuildProblems(distDir)));
  figures.push(await serviceWorkerFigure(distDir));
  figures.push(await functionBundleFigure(path.join(ROOT, "functions/lib/index.js")));
  for (const figure of figures) console.log(`${withinBudget(figure) ? "✔" : "✖"} ${describeFigure(figure)}`);
  for (const problem of problems) console.log(`✖ ${problem}`);
  const over = figures.filter((figure) => !withinBudget(figure));
  const failures = [...over.map(describeFigure), ...problems];
  return {
    passed: figures.length - over.length + (adminSources.length === 0 ? 1 : 0),
    failed: failures.length,
    ...(failures.length > 0 ? { note: failures.join("; ") } : {}),
  };
}

const STAGES: Stage[] = [
  { name: "format", run: () => check("npx", ["prettier", "--check", "--log-level", "warn", "."]) },
  { name: "lint", run: () => check("npx", ["eslint", "--max-warnings", "0", "."]) },
  { name: "typecheck", run: () => check("npm", ["run", "--silent", "typecheck"]) },
  {
    name: "build",
    run: async () => {
      const api = await run("npm", ["run", "--silent", "build", "-w", "functions"]);
      const web = api === 0 ? await run("npm", ["run", "--silent", "build:emulator", "-w", "web"]) : 1;
      return web === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  { name: "size", run: sizeBudgets },
  {
    name: "unit",
    run: async ({ reportDir }) => {
      const api = await vitest("functions", ["--project", "unit"], path.join(reportDir, "unit-functions.json"));
      const web = await vitest("web", [], path.join(reportDir, "unit-web.json"));
      const tools = await vitest("scripts", ["--project", "unit"], path.join(reportDir, "unit-scripts.json"));
      return sum(sum(api, web), tools);
    },
  },
  { name: "rules", run: rulesTests },
  {
    // Before any stage starts the stack: these start and interrupt their own, on the same ports.
    name: "interrupt",
    run: ({ reportDir }) => vitest("scripts", ["--project", "interrupt"], path.join(reportDir, "interrupt.json")),
  },
  { name: "api", needsStack: true, run: apiTests },
  { name: "e2e", needsStack: true, run: playwright },
  {
    name: "load",
    needsStack: true,
    run: (context) =>
      vitest("functions", ["--project", "load"], path.join(context.reportDir, "load.json"), stackOf(context).env),
  },
];

async function main(): Promise<number> {
  // Offline there is no Google metadata server: without this, firebase-admin asks for one and warns.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown stage ${unknown.join(", ")}; the stages are: ${STAGES.map((s) => s.name).join(", ")}.`);
    return 2;
  }
  const stages = wanted.length > 0 ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;

  // TEST_DATA_DIR: another folder (the interrupt tests run this script inside a run of its own).
  const testDataDir = process.env.TEST_DATA_DIR
    ? path.resolve(process.env.TEST_DATA_DIR)
    : path.join(ROOT, ".test-data");
  await rm(testDataDir, { recursive: true, force: true });
  const firestore = (() => {
    try {
      return chooseLocalFirestore();
    } catch (error) {
      if (error instanceof NoLocalFirestoreError) return error;
      throw error;
    }
  })();
  const context: Context = { firestore, reportDir: path.join(testDataDir, "reports") };
  await mkdir(context.reportDir, { recursive: true });

  const results: { name: string; outcome: Outcome }[] = [];
  let stackFailure: string | undefined;
  try {
    for (const stage of stages) {
      if (stage.needsStack && !context.stack && !stackFailure) {
        say("Starting the Firebase emulators for the API tests and browser journeys...");
        try {
          context.stack = await startStack({
            dataDir: path.join(testDataDir, "stack"),
            persist: false,
            output: { logFile: path.join(testDataDir, "emulators.log") },
            say: (line) => console.log(`  ${line}`),
            // The journeys sign in dozens of times from one address; the limits have API tests of their own.
            functionEnv: {
              RATE_LIMIT_SIGN_IN_FAILURES: "100000/60",
              RATE_LIMIT_SIGN_IN_ACCOUNT: "100000/60",
              RATE_LIMIT_UPLOAD: "100000/60",
              RATE_LIMIT_TASKS: "10000000/60",
            },
          });
          // The browser journeys sign in as the demo accounts.
          Object.assign(process.env, context.stack.env);
          await seedDemoData(adminFirestore(context.stack.env));
        } catch (error) {
          if (!(error instanceof StackError)) throw error;
          stackFailure = error.message;
          console.error(`✖ ${error.message}`);
        }
      }
      if (stage.needsStack && !context.stack) {
        results.push({
          name: stage.name,
          outcome: { passed: 0, failed: 1, note: "not run: the emulators did not start" },
        });
        continue;
      }
      say(`Stage: ${stage.name}`);
      results.push({ name: stage.name, outcome: await stage.run(context) });
    }
  } finally {
    if (context.stack) {
      say("Stopping the emulators...");
      await context.stack.stop();
    }
    await closeAdminApps();
  }

  console.log(`\n${describeFunctionNode()}`);
  console.log("\nSummary");
  for (const { name, outcome } of results) {
    const mark = outcome.failed > 0 ? "✖" : "✔";
    const skipped = outcome.skipped ? `, ${outcome.skipped} skipped` : "";
    const note = outcome.note ? ` (${outcome.note})` : "";
    console.log(`  ${mark} ${name.padEnd(10)} ${outcome.passed} passed, ${outcome.failed} failed${skipped}${note}`);
    for (const failure of outcome.failures ?? []) console.log(`      ✖ ${failure}`);
  }
  const total = (key: "passed" | "failed" | "skipped") => results.reduce((sum, r) => sum + (r.outcome[key] ?? 0), 0);
  const failed = total("failed");
  const skipped = total("skipped");
  console.log(`\n${total("passed")} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
