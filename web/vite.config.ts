import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { loadEnv, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { contentSecurityPolicy } from "./csp.ts";

/**
 * The page's own inline scripts, in the order index.html names them: theme-init.js applies the saved theme
 * before the first paint; start-app.js runs the app's code once the first frame is painted (entry-after-paint.ts). Inlined so that
 * none costs a request of its own.
 */
function inlineScripts(): { tag: string; code: string }[] {
  const read = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), "utf8").trim();
  return [{ tag: '<script src="/theme-init.js"></script>', code: read("theme-init.js") }];
}

/**
 * Inlines the page's scripts (above) and, in builds, puts the mode's Content Security Policy first in
 * <head>: no inline script may run but these, allowed by their hashes.
 */
function headScripts(env: Record<string, string>): Plugin {
  const scripts = inlineScripts();
  const policy = contentSecurityPolicy({
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || "demo-task-planner.firebaseapp.com",
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || undefined,
    inlineScriptHashes: scripts.map(({ code }) => `sha256-${createHash("sha256").update(code).digest("base64")}`),
  });
  return {
    name: "head-scripts",
    transformIndexHtml: {
      order: "pre",
      handler(html, context) {
        let inlined = html;
        for (const { tag, code } of scripts) {
          if (!inlined.includes(tag)) throw new Error(`index.html lost ${tag}`);
          inlined = inlined.replace(tag, () => `<script>${code}</script>`);
        }
        if (context.server) return inlined; // the dev server runs without the policy (Vite injects inline script)
        return inlined.replace(
          "<head>",
          `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@common": fileURLToPath(new URL("../common", import.meta.url)),
};

export default defineConfig(({ mode }) => {
  // The mode's VITE_ settings (web/.env.*), for the plugins that write them into the pages.
  const env = loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_");
  return {
    plugins: [react(), headScripts(env)],
    resolve: { alias },
    server: {
      // `npm run dev -w web` next to `npm start`: the API comes through the Hosting emulator.
      proxy: { "/api": "http://127.0.0.1:5000" },
    },
    build: {
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        output: {
          // The first load in one file: every module the entry needs before anything loads on demand (Rolldown's
          // `$initial`), rather than the entry and the six small chunks it shared with the screens, each a
          // request of its own on the page's critical path. The screens' chunks import from it.
          codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
        },
      },
    },
    // The proof-compression worker is a module worker (new Worker(url, { type: "module" })).
    worker: { format: "es" as const },
    test: {
      environment: "jsdom",
      setupFiles: ["./src/testing/setup.ts"],
      include: ["src/**/*.test.{ts,tsx}", "*.test.ts"],
      css: false,
    },
  };
});
