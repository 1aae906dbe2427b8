import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { loadEnv } from "vite";
import { defineConfig } from "vitest/config";
import { headScript } from "./build/head-script.ts";

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@common": fileURLToPath(new URL("../common", import.meta.url)),
};

export default defineConfig(({ mode }) => {
  // The mode's VITE_ settings (web/.env.*), for the plugin that writes the page's policy.
  const env = loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_");
  return {
    plugins: [react(), headScript(env)],
    resolve: { alias },
    server: {
      // `npm run dev -w web` next to `npm start`: the API comes through the Hosting emulator.
      proxy: { "/api": "http://127.0.0.1:5000" },
    },
    build: {
      // No source maps in the pages Hosting serves (the bench builds hidden ones for its own checks).
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        // The first load in one file: every module the entry needs before anything loads on demand (Rolldown's
        // `$initial`), rather than the entry and the small chunks it shares with the screens, each a request of
        // its own before the first screen can show. The screens' chunks import from it.
        output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] } },
      },
    },
    // The proof-compression worker is a module worker (new Worker(url, { type: "module" })).
    worker: { format: "es" as const },
    test: {
      environment: "jsdom",
      setupFiles: ["./src/testing/setup.ts"],
      include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
      css: false,
    },
  };
});
