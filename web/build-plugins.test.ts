// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { describe, expect, it } from "vitest";
import { chakraStaticCss, GLOBAL_CSS_MODULE } from "./chakra-static-css.ts";
import { deferEntry, forgetEntryCss } from "./entry-after-paint.ts";
import { routeHtml } from "./route-html.ts";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (value: unknown) => value as Hook;

describe("chakraStaticCss", () => {
  const chakraModule = (name: string) =>
    path.join(
      path.dirname(createRequire(import.meta.url).resolve("@chakra-ui/react/package.json")),
      `dist/esm/styled-system/${name}.js`,
    );
  const systemFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "src/components/ui/system.ts");
  const plugin = chakraStaticCss(systemFile);
  const transform = hook(plugin.transform);

  it("stops the installed Chakra working out and writing its global CSS in the browser", () => {
    const system = chakraModule("system");
    const { code: edited } = transform.call({}, readFileSync(system, "utf8"), system) as { code: string };
    expect(edited).toContain("let _global;");
    expect(edited).toContain("get _global()");
    expect(edited).not.toContain("const _global = [");

    const provider = chakraModule("provider");
    const { code: rendered } = transform.call({}, readFileSync(provider, "utf8"), provider) as { code: string };
    expect(rendered).not.toContain("Global, {");
    expect(rendered).toContain("ChakraContextProvider");
  });

  it("makes the dev server render as the build does: Chakra served through the same edits", async () => {
    const server = await createServer({
      configFile: fileURLToPath(new URL("./vite.config.ts", import.meta.url)),
      server: { middlewareMode: true, hmr: false, ws: false },
      logLevel: "silent",
    });
    try {
      // Pre-bundled, Chakra would skip the plugins: it is excluded from the dev server's dependency bundle.
      expect(server.config.optimizeDeps.exclude).toContain("@chakra-ui/react");
      const provider = await server.transformRequest(`/@fs${chakraModule("provider")}?v=0123abcd`);
      expect(provider?.code).toContain("ChakraContextProvider");
      expect(provider?.code).not.toContain("Global, {");
    } finally {
      await server.close();
    }
  });

  it("leaves other modules alone and fails the build when Chakra's code has changed", () => {
    expect(transform.call({}, "const x = 1;", "/src/main.tsx")).toBeNull();
    expect(() => transform.call({}, "export function createSystem() {}", chakraModule("system"))).toThrow(
      /no longer matches/,
    );
    expect(() => transform.call({}, "export function ChakraProvider() {}", chakraModule("provider"))).toThrow(
      /no longer matches/,
    );
  });

  it("serves the app's global CSS, layer order first, as the stylesheet the app imports", async () => {
    const resolved = hook(plugin.resolveId).call({}, GLOBAL_CSS_MODULE);
    expect(resolved).toEqual(expect.stringContaining(GLOBAL_CSS_MODULE));
    expect(hook(plugin.resolveId).call({}, "./other.css")).toBeNull();
    const watched: string[] = [];
    const css = (await hook(plugin.load).call(
      { addWatchFile: (file: string) => watched.push(file) },
      resolved,
    )) as string;
    expect(css.startsWith("@layer reset,base,tokens,recipes;")).toBe(true);
    expect(css).toContain("@layer reset");
    // The app's own theme: its accessible teal for solid buttons, and no colour palette it left out.
    expect(css).toContain("--chakra-colors-teal-solid:var(--chakra-colors-teal-700)");
    expect(css).not.toContain("--chakra-colors-purple-500");
    // Dark mode's tokens come with it.
    expect(css).toContain(".dark");
    expect(watched).toContain(systemFile);
  }, 30_000);
});

describe("routeHtml", () => {
  const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
    type: "chunk",
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  });

  const bundle = () => ({
    "index.html": { type: "asset", source: "<html><head>\n    <title>x</title>\n  </head><body></body></html>" },
    "assets/index.js": chunk("assets/index.js", ["assets/react.js"], { isEntry: true }),
    "assets/react.js": chunk("assets/react.js", []),
    "assets/page.js": chunk("assets/page.js", ["assets/react.js", "assets/dates.js"], {
      facadeModuleId: "/app/src/features/dashboard/dashboard-page.tsx",
    }),
    "assets/dates.js": chunk("assets/dates.js", []),
  });
  /** The same, its screen and one of the screen's chunks importing CSS, as the entry does (inlined in the page). */
  const styledBundle = () => {
    const input = bundle();
    const css = (files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });
    Object.assign(input["assets/index.js"], css(["assets/index.css"]));
    Object.assign(input["assets/page.js"], css(["assets/page.css"]));
    Object.assign(input["assets/dates.js"], css(["assets/dates.css"]));
    return input;
  };
  const run = (plugin: ReturnType<typeof routeHtml>, input: object) => {
    const emitted: { fileName: string; source: string }[] = [];
    hook(plugin.generateBundle).call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      {},
      input,
    );
    return emitted;
  };

  it("emits <route>.html naming the screen's modules that the entry does not load, and its first data", () => {
    const emitted = run(
      routeHtml(
        { dashboard: { screen: "src/features/dashboard/dashboard-page.tsx", data: ["/api/tasks?week={monday}"] } },
        "https://api.example.com/",
      ),
      bundle(),
    );
    expect(emitted.map((file) => file.fileName)).toEqual(["dashboard.html"]);
    const html = emitted[0]?.source ?? "";
    expect(html).toContain('<meta name="screen-modules" content="/assets/page.js /assets/dates.js">');
    expect(html).toContain('<meta name="screen-data" content="https://api.example.com/api/tasks?week={monday}">');
    expect(html).not.toContain("/assets/react.js");
    expect(html).not.toContain("modulepreload"); // start-app.js preloads them after the first paint
    expect(html.indexOf("screen-data")).toBeLessThan(html.indexOf("</head>"));
  });

  it("names the stylesheets of the screen's modules, which the entry's page does not have", () => {
    const emitted = run(
      routeHtml({ dashboard: { screen: "src/features/dashboard/dashboard-page.tsx" } }),
      styledBundle(),
    );
    const html = emitted[0]?.source ?? "";
    expect(html).toContain('<meta name="screen-styles" content="/assets/page.css /assets/dates.css">');
    expect(html).not.toContain("index.css");
    expect(html).not.toContain("stylesheet"); // start-app.js fetches them after the first paint
  });

  it("adds to a page already in the bundle (a pre-rendered one) instead of copying index.html", () => {
    const input = {
      ...bundle(),
      "dashboard.html": { type: "asset", source: "<html><head>\n  </head><body>pre-rendered</body></html>" },
    };
    const emitted = run(routeHtml({ dashboard: { screen: "src/features/dashboard/dashboard-page.tsx" } }), input);
    expect(emitted).toEqual([]);
    const page = input["dashboard.html"].source;
    expect(page).toContain("pre-rendered");
    expect(page).toContain('<meta name="screen-modules" content="/assets/page.js /assets/dates.js">');
    expect(page).not.toContain("screen-data"); // none asked for
    expect(page).not.toContain("screen-styles"); // no CSS of its own
  });

  it("fails the build when a route's screen is not in the bundle", () => {
    const generateBundle = hook(routeHtml({ dashboard: { screen: "src/missing.tsx" } }).generateBundle);
    const input = {
      "index.html": { type: "asset", source: "<head>\n</head>" },
      "assets/index.js": chunk("assets/index.js", [], { isEntry: true }),
    };
    expect(() => generateBundle.call({ emitFile: () => undefined }, {}, input)).toThrow(/no chunk for/);
  });
});

describe("deferEntry", () => {
  const built = [
    "<html><head>",
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-def.css">',
    "  </head>",
    '  <body><div id="root"></div><script>var entry = document.querySelector("link[data-app-entry]");</script></body>',
    "</html>",
  ].join("\n");

  it("inlines the stylesheet and turns the entry script into the preload that start-app.js imports", () => {
    const page = deferEntry(built, (file) => (file === "assets/index-def.css" ? ".a{color:red}" : "?"));
    expect(page).toContain("<style>.a{color:red}</style>");
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/index-abc.js" data-app-entry>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime.js">');
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).not.toContain('type="module"');
  });

  it("takes the inlined stylesheet out of the lazy chunks' dependency lists, so Vite's loader links it no more", () => {
    const list = (files: string[]) =>
      `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);`;
    const chunk = (fileName: string, code: string, extra = {}) => ({
      type: "chunk",
      fileName,
      code,
      isEntry: false,
      ...extra,
    });
    const entry = {
      ...chunk("assets/index-abc.js", "export {}", { isEntry: true }),
      viteMetadata: { importedCss: new Set(["assets/index-def.css"]) },
    };
    const page = chunk(
      "assets/page.js",
      `${list(["assets/picker.js", "assets/index-abc.js", "assets/index-def.css", "assets/picker.css"])}\nconst css = "assets/index-def.css";`,
    );
    const bundle = { [entry.fileName]: entry, [page.fileName]: page };
    forgetEntryCss(bundle as never);
    expect(page.code).toBe(
      `${list(["assets/picker.js", "assets/index-abc.js", "assets/index-abc.js", "assets/picker.css"])}\nconst css = "assets/index-def.css";`,
    );
    entry.viteMetadata.importedCss = new Set();
    expect(() => forgetEntryCss(bundle as never)).toThrow(/one stylesheet/);
  });

  it("fails the build when the page has no entry script, or no start-app.js to run it", () => {
    expect(() => deferEntry(built.replace(/<script type="module"[^\n]*/, ""), () => "")).toThrow(/one entry/);
    expect(() => deferEntry(built.replace("link[data-app-entry]", "x"), () => "")).toThrow(/start-app/);
  });
});
