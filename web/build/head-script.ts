// A Vite plugin: inlines build/theme-init.js into the page and, in builds, puts the Content Security Policy first.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { contentSecurityPolicy } from "./csp.ts";

/** Where index.html names the theme script; the plugin puts the script's code in its place. */
const TAG = '<script src="/theme-init.js"></script>';

/**
 * The saved theme must apply before the first paint (no flash of the light theme in dark mode), so its script
 * is inline; the page's policy lets no inline script run but this one, allowed by its hash. `env` is the
 * mode's VITE_ settings: deployed, sign-in needs Google's hosts; offline, only the Auth emulator's.
 */
export function headScript(env: Record<string, string>): Plugin {
  const code = readFileSync(new URL("./theme-init.js", import.meta.url), "utf8").trim();
  const policy = contentSecurityPolicy({
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || "demo-task-planner.firebaseapp.com",
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || undefined,
    inlineScriptHashes: [`sha256-${createHash("sha256").update(code).digest("base64")}`],
  });
  return {
    name: "head-script",
    transformIndexHtml: {
      order: "pre",
      handler(html, context) {
        if (!html.includes(TAG)) throw new Error(`index.html lost ${TAG}`);
        const inlined = html.replace(TAG, () => `<script>${code}</script>`);
        if (context.server) return inlined; // the dev server runs without the policy (Vite injects inline script)
        return inlined.replace(
          "<head>",
          `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}
