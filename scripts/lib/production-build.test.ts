import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { productionBuildProblems } from "./production-build";

describe("productionBuildProblems", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const build = async (files: Record<string, string>) => {
    dir = await mkdtemp(path.join(tmpdir(), "production-build-"));
    await mkdir(path.join(dir, "assets"));
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
    return productionBuildProblems(dir);
  };

  it("When the build has only its pages and code, then nothing is wrong", async () => {
    expect(await build({ "index.html": "<html></html>", "assets/index-1.js": "export const x = 1;" })).toEqual([]);
  });

  it("When a source map is among the files, or a file names one, then each is named", async () => {
    expect(
      await build({
        "assets/index-1.js": "x;\n//# sourceMappingURL=index-1.js.map",
        "assets/index-1.js.map": "{}",
      }),
    ).toEqual(["assets/index-1.js: names a source map", "assets/index-1.js.map: a source map in the files Hosting serves"].sort());
  });

  it("When the emulator's account chooser is in the code, then the file is named", async () => {
    expect(await build({ "assets/chooser-2.js": 'title:"Choose an account",a:"ada@taskplanner.test"' })).toEqual([
      'assets/chooser-2.js: holds the emulator\'s account chooser ("Choose an account")',
      'assets/chooser-2.js: holds the emulator\'s account chooser ("taskplanner.test")',
    ]);
  });
});
