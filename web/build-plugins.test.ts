import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chakraLazyGlobalCss } from "./chakra-lazy-global.ts";
import { routeHtml } from "./route-html.ts";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (value: unknown) => value as Hook;

describe("chakraLazyGlobalCss", () => {
  const systemModule = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@chakra-ui/react/package.json")),
    "dist/esm/styled-system/system.js",
  );
  const transform = hook(chakraLazyGlobalCss().transform);

  it("turns the installed Chakra's eager global CSS into a getter", () => {
    const code = readFileSync(systemModule, "utf8");
    const { code: result } = transform.call({}, code, systemModule) as { code: string };
    expect(result).toContain("let _global;");
    expect(result).toContain("get _global()");
    expect(result).not.toContain("const _global = [");
  });

  it("leaves other modules alone and fails the build when Chakra's code has changed", () => {
    expect(transform.call({}, "const x = 1;", "/src/main.tsx")).toBeNull();
    expect(() => transform.call({}, "export function createSystem() {}", systemModule)).toThrow(/no longer matches/);
  });
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

  it("emits <route>.html preloading the screen's modules that the entry does not already load", () => {
    const bundle = {
      "index.html": { type: "asset", source: "<html><head>\n    <title>x</title>\n  </head><body></body></html>" },
      "assets/index.js": chunk("assets/index.js", ["assets/react.js"], { isEntry: true }),
      "assets/react.js": chunk("assets/react.js", []),
      "assets/page.js": chunk("assets/page.js", ["assets/react.js", "assets/dates.js"], {
        facadeModuleId: "/app/src/features/dashboard/dashboard-page.tsx",
      }),
      "assets/dates.js": chunk("assets/dates.js", []),
    };
    const emitted: { fileName: string; source: string }[] = [];
    const generateBundle = hook(routeHtml({ dashboard: "src/features/dashboard/dashboard-page.tsx" }).generateBundle);
    generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle);
    expect(emitted.map((file) => file.fileName)).toEqual(["dashboard.html"]);
    const html = emitted[0]?.source ?? "";
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/page.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dates.js">');
    expect(html).not.toContain("/assets/react.js");
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
  });

  it("fails the build when a route's screen is not in the bundle", () => {
    const generateBundle = hook(routeHtml({ dashboard: "src/missing.tsx" }).generateBundle);
    const bundle = {
      "index.html": { type: "asset", source: "<head>\n</head>" },
      "assets/index.js": chunk("assets/index.js", [], { isEntry: true }),
    };
    expect(() => generateBundle.call({ emitFile: () => undefined }, {}, bundle)).toThrow(/no chunk for/);
  });
});
