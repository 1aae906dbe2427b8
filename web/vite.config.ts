import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { loadEnv, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { chakraStaticCss } from "./chakra-static-css.ts";
import { contentSecurityPolicy } from "./csp.ts";
import { prerenderedPages } from "./prerender-html.ts";
import { routeHtml } from "./route-html.ts";

const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

/**
 * Inlines theme-init.js (the saved theme applied before the first paint, without a render-blocking
 * request) and, in builds, puts the mode's Content Security Policy first in <head>: no inline script may
 * run but this one, allowed by its hash.
 */
function headScripts(mode: string): Plugin {
  const env = loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_");
  const themeInit = readFileSync(new URL("./theme-init.js", import.meta.url), "utf8").trim();
  const policy = contentSecurityPolicy({
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || "demo-task-planner.firebaseapp.com",
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || undefined,
    inlineScriptHashes: [`sha256-${createHash("sha256").update(themeInit).digest("base64")}`],
  });
  return {
    name: "head-scripts",
    transformIndexHtml: {
      order: "pre",
      handler(html, context) {
        if (!html.includes(THEME_INIT_TAG)) throw new Error(`index.html lost ${THEME_INIT_TAG}`);
        const inlined = html.replace(THEME_INIT_TAG, () => `<script>${themeInit}</script>`);
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

export default defineConfig(({ mode }) => ({
  plugins: [
    chakraStaticCss(fileURLToPath(new URL("./src/components/ui/system.ts", import.meta.url))),
    react(),
    headScripts(mode),
    routeHtml({ dashboard: "src/features/dashboard/dashboard-page.tsx" }),
    // The admin screens' first frame (layout and heading) in their own pages (firebase.json serves them).
    prerenderedPages({
      module: fileURLToPath(new URL("./src/prerender.tsx", import.meta.url)),
      alias,
      pages: {
        admin: "/admin",
        "admin-verify": "/admin/verify",
        "admin-verify-inbox": "/admin/verify/inbox",
        "admin-board": "/admin/board",
        "admin-add-users": "/admin/add-users",
        "admin-users": "/admin/users",
      },
    }),
  ],
  resolve: { alias },
  // The dev server renders as the build does: Chakra is served through chakraStaticCss's edits rather than
  // pre-bundled untouched (which would make the provider write the global CSS a second time).
  optimizeDeps: { exclude: ["@chakra-ui/react"], include: ["@emotion/react", "@chakra-ui/react > @ark-ui/react"] },
  server: {
    // `npm run dev -w web` next to `npm start`: the API comes through the Hosting emulator.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
  build: { sourcemap: true, manifest: true },
  // The proof-compression worker is a module worker (new Worker(url, { type: "module" })).
  worker: { format: "es" as const },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "*.test.ts"],
    css: false,
  },
}));
