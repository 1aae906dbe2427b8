/**
 * What a deployed web build must not hold: source maps (the whole commented source, served to anyone) and the
 * emulator's account chooser (which lists the demo accounts). `npm test -- size` checks the production build.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Text only the account chooser's code has: its dialog's title and the demo accounts' domain. */
const CHOOSER_MARKS = ["Choose an account", "taskplanner.test"];

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The problems of the production build in `distDir`, one line each; none when it is fit to deploy. */
export async function productionBuildProblems(distDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const file of await filesUnder(distDir)) {
    if (file.endsWith(".map")) {
      problems.push(`${file}: a source map in the files Hosting serves`);
      continue;
    }
    if (!/\.(js|html|css)$/.test(file)) continue;
    const text = await readFile(path.join(distDir, file), "utf8");
    if (text.includes("sourceMappingURL=")) problems.push(`${file}: names a source map`);
    for (const mark of CHOOSER_MARKS) {
      if (text.includes(mark)) problems.push(`${file}: holds the emulator's account chooser ("${mark}")`);
    }
  }
  return problems.sort();
}
