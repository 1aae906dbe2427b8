import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { loadEnv, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { contentSecurityPolicy } from "./csp";

/** Puts the mode's Content Security Policy first in <head>, before any script. */
function cspMeta(mode: string): Plugin {
  const env = loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_");
  const policy = contentSecurityPolicy({
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || "demo-task-planner.firebaseapp.com",
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL || undefined,
  });
  return {
    name: "csp-meta",
    apply: "build",
    transformIndexHtml: (html) =>
      html.replace("<head>", `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
  };
}

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@common": fileURLToPath(new URL("../common", import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), cspMeta(mode)],
  resolve: { alias },
  server: {
    // `npm run dev -w web` next to `npm start`: the API comes through the Hosting emulator.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
  build: { sourcemap: true, manifest: true },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
}));
