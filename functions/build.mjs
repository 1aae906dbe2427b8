// Bundles the function and the shared domain code of ../common into lib/index.js, so that what
// `firebase deploy` uploads never depends on the workspace. npm packages stay external: Cloud Build
// installs them from package.json.
import { build } from "esbuild";

await build({
  entryPoints: ["src/index.ts"],
  outfile: "lib/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
