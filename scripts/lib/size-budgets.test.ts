// The size-budget check (npm test -- size) on a small fake build: what it counts and how it names a failure.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSize, KB, readWebBuild, type Manifest, type WebBuild } from "./bundle-size";
import {
  checkSizeBudgets,
  describeFigure,
  serviceWorkerFigure,
  functionBundleFigure,
  withinBudget,
  type ScreenBudget,
} from "./size-budgets";

/** Bytes that gzip barely shrinks (a fixed pseudo-random sequence), so sizes in KB are easy to reason about. */
function incompressible(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i += 1) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

const FILES: Record<string, number> = {
  "assets/entry.js": 40 * KB,
  "assets/shared.js": 4 * KB,
  "assets/index.css": 2 * KB,
  "assets/dashboard-page.js": 6 * KB,
  "assets/day-dialog.js": 8 * KB,
  "assets/admin-layout.js": 1 * KB,
  "assets/create-task-page.js": 12 * KB,
  "assets/form.js": 20 * KB,
};

const MANIFEST: Manifest = {
  "index.html": {
    file: "assets/entry.js",
    isEntry: true,
    imports: ["_shared.js"],
    css: ["assets/index.css"],
    dynamicImports: [
      "src/features/dashboard/dashboard-page.tsx",
      "src/app/layouts/admin-layout.tsx",
      "src/features/admin-tasks/create-task-page.tsx",
    ],
  },
  "_shared.js": { file: "assets/shared.js" },
  "_form.js": { file: "assets/form.js", imports: ["_shared.js"] },
  "src/features/dashboard/dashboard-page.tsx": {
    file: "assets/dashboard-page.js",
    isDynamicEntry: true,
    imports: ["index.html", "_shared.js"],
    dynamicImports: ["src/features/dashboard/components/day-dialog.tsx"],
  },
  "src/features/dashboard/components/day-dialog.tsx": {
    file: "assets/day-dialog.js",
    isDynamicEntry: true,
    imports: ["index.html"],
  },
  "src/app/layouts/admin-layout.tsx": { file: "assets/admin-layout.js", isDynamicEntry: true, imports: ["index.html"] },
  "src/features/admin-tasks/create-task-page.tsx": {
    file: "assets/create-task-page.js",
    isDynamicEntry: true,
    imports: ["index.html", "_form.js"],
  },
};

const head = (tags: string[]) => `<!doctype html><html><head>\n    ${tags.join("\n    ")}\n  </head></html>`;
const INDEX_TAGS = [
  '<script type="module" crossorigin src="/assets/entry.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
];

const FIRST_LOAD = { jsKb: 50, cssKb: 3 };

const screens = (adminChunkKb = 22): ScreenBudget[] => [
  { path: "/dashboard", module: "src/features/dashboard/dashboard-page.tsx", budgetKb: 9 },
  { path: "/admin", module: "src/features/admin-tasks/create-task-page.tsx", budgetKb: adminChunkKb },
];

describe("checkSizeBudgets", () => {
  let distDir: string;
  let build: WebBuild;
  const gzipOf = (file: string) => gzipSize(incompressible(FILES[file] ?? 0, Object.keys(FILES).indexOf(file) + 1));

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), "size-budgets-"));
    await mkdir(path.join(distDir, "assets"));
    await mkdir(path.join(distDir, ".vite"));
    await writeFile(path.join(distDir, ".vite/manifest.json"), JSON.stringify(MANIFEST));
    for (const [index, [file, length]] of Object.entries(FILES).entries()) {
      await writeFile(path.join(distDir, file), incompressible(length, index + 1));
    }
    await writeFile(path.join(distDir, "index.html"), head(INDEX_TAGS));
    build = await readWebBuild(distDir);
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  const failures = async (firstLoad = FIRST_LOAD, budgets = screens()) => {
    const { figures, problems } = await checkSizeBudgets(build, firstLoad, budgets);
    return [...figures.filter((figure) => !withinBudget(figure)).map(describeFigure), ...problems];
  };

  it("When every figure is within its budget, then nothing fails", async () => {
    expect(await failures()).toEqual([]);
  });

  it("When the first load is over its JS budget, then the figure and the excess are named", async () => {
    const bytes = gzipOf("assets/entry.js") + gzipOf("assets/shared.js");
    expect(await failures({ jsKb: 40, cssKb: 3 })).toEqual([
      `first-load JS: ${(bytes / KB).toFixed(1)} KB > 40 KB budget (+${((bytes - 40 * KB) / KB).toFixed(1)} KB)`,
    ]);
  });

  it("When a route's largest lazy chunk grows past its budget, then the route, the chunk and the excess are named", async () => {
    const bytes = gzipOf("assets/form.js");
    expect(await failures(FIRST_LOAD, screens(15))).toEqual([
      `largest lazy chunk of /admin: ${(bytes / KB).toFixed(1)} KB > 15 KB budget (+${((bytes - 15 * KB) / KB).toFixed(1)} KB; assets/form.js)`,
    ]);
  });

  it("When a screen loads a dialog on demand, then the dialog counts among the route's lazy chunks", async () => {
    const { figures } = await checkSizeBudgets(build, FIRST_LOAD, screens());
    const dashboard = figures.find((figure) => figure.name === "largest lazy chunk of /dashboard");
    expect(dashboard).toMatchObject({ file: "assets/day-dialog.js", bytes: gzipOf("assets/day-dialog.js") });
  });

  it("When the first load of / is measured, then its stylesheet counts as CSS and shared chunks are not lazy", async () => {
    const { figures } = await checkSizeBudgets(build, FIRST_LOAD, screens());
    expect(figures.find((figure) => figure.name === "first-load CSS")?.bytes).toBe(gzipOf("assets/index.css"));
    expect(figures.find((figure) => figure.name === "first-load JS")?.bytes).toBe(
      gzipOf("assets/entry.js") + gzipOf("assets/shared.js"),
    );
  });

  it("When a budget names a module that is not loaded on demand, then the check says so", async () => {
    const moved = [...screens(), { path: "/admin/inbox", module: "src/features/inbox/inbox-page.tsx", budgetKb: 10 }];
    expect(await failures(FIRST_LOAD, moved)).toEqual([
      "/admin/inbox: src/features/inbox/inbox-page.tsx is not loaded on demand in this build (web/src/config/routes.ts)",
    ]);
  });
});

describe("functionBundleFigure", () => {
  it("When the function's bundle outgrows its budget, then the figure says by how much, counting bytes as written", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "function-bundle-"));
    try {
      const bundle = path.join(dir, "index.js");
      // Compressible on purpose: the function's budget counts what a cold start parses, not gzip.
      await writeFile(bundle, "x".repeat(12 * KB));
      const figure = await functionBundleFigure(bundle, 10);
      expect(figure.bytes).toBe(12 * KB);
      expect(withinBudget(figure)).toBe(false);
      expect(describeFigure(figure)).toBe("the function's bundle (as written): 12.0 KB > 10 KB budget (+2.0 KB)");
      expect(withinBudget(await functionBundleFigure(bundle, 12))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("When the service worker and its Workbox runtime are measured, then both count and an excess fails", async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), "size-budgets-sw-"));
    await writeFile(path.join(distDir, "sw.js"), incompressible(3000, 40));
    await writeFile(path.join(distDir, "workbox-1a2b3c.js"), incompressible(2000, 41));
    await writeFile(path.join(distDir, "not-a-worker.js"), incompressible(9000, 42));
    const figure = await serviceWorkerFigure(distDir, 4);
    expect(figure.bytes).toBe(gzipSize(incompressible(3000, 40)) + gzipSize(incompressible(2000, 41)));
    expect(withinBudget(figure)).toBe(false);
    expect(withinBudget(await serviceWorkerFigure(distDir, 6))).toBe(true);
    await rm(distDir, { recursive: true, force: true });
  });
});
