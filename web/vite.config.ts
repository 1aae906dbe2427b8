import { fileURLToPath } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { loadEnv } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { buildEnvProblems } from "./build/build-env.ts";
import { headScript } from "./build/head-script.ts";
import { pageRevisionWithHeaders } from "./build/page-revision.ts";
import { screenBudgets } from "./build/screen-budgets.ts";
import english from "../common/locales/en.json" with { type: "json" };

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@common": fileURLToPath(new URL("../common", import.meta.url)),
};

export default defineConfig(({ mode }) => {
  // The mode's VITE_ settings (web/.env.*), checked, for the plugin that writes the page's policy.
  const env = loadEnv(mode, fileURLToPath(new URL(".", import.meta.url)), "VITE_");
  const problems = buildEnvProblems(env);
  if (problems.length > 0) throw new Error(`Invalid build configuration: ${problems.join("; ")}`);
  return {
    plugins: [
      react(),
      // Named, not searched for from the working directory: the test runner starts from the repository's root.
      lingui({ failOnCompileError: true, configPath: fileURLToPath(new URL("./lingui.config.ts", import.meta.url)) }),
      headScript(env),
      screenBudgets(),
      // Installable, and its shell offline: a generated Workbox service worker that precaches the
      // build and answers every page address with index.html. It never caches the API (no runtime caching):
      // the app keeps its own data per user (lib/offline). A new version waits for the user's "Reload".
      VitePWA({
        registerType: "prompt",
        injectRegister: false,
        includeManifestIcons: false,
        // The icons and the page's icon links, generated at build from the one source image.
        pwaAssets: { image: "public/favicon.svg", preset: "minimal-2023", overrideManifestIcons: true },
        // One manifest per build, in the source language (an installed app's name is the device's, not a person's).
        manifest: {
          name: english["app.name"],
          short_name: english["app.name"],
          description: english["app.description"],
          id: "/",
          // The home route sends each user to their start screen: the dashboard, or /admin.
          start_url: "/?source=installed",
          scope: "/",
          display: "standalone",
          theme_color: "#0d9488",
          background_color: "#ffffff",
        },
        workbox: {
          globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2}"],
          // The install icons are fetched by the browser when the app is installed, never by the app offline: the
          // worker does not download them for every visitor.
          globIgnores: ["**/pwa-*.png", "**/maskable-icon-*.png", "**/apple-touch-icon-*.png"],
          navigateFallback: "/index.html",
          // The API, and Firebase's reserved /__/ paths (the sign-in handler on the auth domain).
          navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
          cleanupOutdatedCaches: true,
          // The worker is ours and small; a build with hidden maps for the size checks must not make it name one.
          sourcemap: false,
          manifestTransforms: [pageRevisionWithHeaders(fileURLToPath(new URL("../firebase.json", import.meta.url)))],
        },
      }),
    ],
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
        // Zag's anatomies (a component's part names) are built by calls the bundler cannot tell are pure, so every
        // component's were kept in the first load, used or not; they are pure, and so only the used ones stay.
        treeshake: { manualPureFunctions: ["createAnatomy", "anatomy"] },
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
      // A screen driven through several dialogs takes seconds on a busy two-core machine: the ceiling is for a
      // test that hangs, not a measure of speed.
      testTimeout: 20_000,
    },
  };
});
