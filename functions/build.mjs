// Bundles the function, the shared domain code of ../common and the npm packages it uses into
// lib/index.js, so that what `firebase deploy` uploads never depends on the workspace, and so that a cold
// start compiles one file instead of resolving and reading several hundred. Imports
// are ES modules, so unused parts of libraries (zod's locales, for one) are left out. Whitespace and
// syntax are minified; identifiers are kept, so that stack traces in the logs stay readable.
//
// Left external, installed by Cloud Build from package.json: firebase-admin and firebase-functions (the
// runtime and the emulator find the function through them), sharp (a native addon) and nodemailer (only the
// scheduled reminders send mail: loaded when they do, never in the API's cold start).
import { build } from "esbuild";

await build({
  entryPoints: ["src/index.ts"],
  outfile: "lib/index.js",
  bundle: true,
  platform: "node",
  target: "node24",
  format: "cjs",
  external: ["firebase-admin", "firebase-admin/*", "firebase-functions", "firebase-functions/*", "sharp", "nodemailer"],
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  logLevel: "warning",
});
