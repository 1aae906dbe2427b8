// The packages the function loads on first use load as well when its sources run under tsx from an ES module,
// as the scripts run them (seeding into the Storage emulator, the bench), not only in the bundle and the tests.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../../..");

describe("packages loaded on demand", () => {
  it("load when the scripts run the function's sources with tsx", async () => {
    const { stdout } = await promisify(execFile)(
      path.join(ROOT, "node_modules/.bin/tsx"),
      [path.join(__dirname, "fixtures/on-demand-from-esm.mts")],
      { cwd: ROOT, env: { ...process.env, GCLOUD_PROJECT: "demo-on-demand" }, timeout: 60_000 },
    );
    expect(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}")).toEqual({
      "firebase-admin/auth": "loaded",
      "firebase-admin/storage": "loaded",
      sharp: "loaded",
      "csv-stringify": "loaded",
    });
  }, 60_000);
});
