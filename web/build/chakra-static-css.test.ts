// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { describe, expect, it } from "vitest";
import { chakraStaticCss, GLOBAL_CSS_MODULE } from "./chakra-static-css.ts";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (value: unknown) => value as Hook;

describe("chakraStaticCss", () => {
  const chakraModule = (name: string) =>
    path.join(
      path.dirname(createRequire(import.meta.url).resolve("@chakra-ui/react/package.json")),
      `dist/esm/styled-system/${name}.js`,
    );
  const systemFile = fileURLToPath(new URL("../src/components/ui/system.ts", import.meta.url));
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
      configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
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
