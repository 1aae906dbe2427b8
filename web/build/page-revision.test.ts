import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageRevisionWithHeaders } from "./page-revision";

const entries = [
  { url: "index.html", revision: "abc", size: 1 },
  { url: "assets/index-1a2b.js", revision: null, size: 1 },
];

async function revisionsWith(headers: unknown) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "page-revision-")), "firebase.json");
  writeFileSync(file, JSON.stringify({ hosting: { headers } }));
  const { manifest } = await pageRevisionWithHeaders(file)(entries);
  return manifest.map((entry) => entry.revision);
}

describe("The page's precache revision", () => {
  it("changes with Hosting's headers, so that an installed app takes a new CSP; the hashed files keep theirs", async () => {
    const before = await revisionsWith([{ source: "/", headers: [{ key: "X-Frame-Options", value: "DENY" }] }]);
    const after = await revisionsWith([{ source: "/", headers: [{ key: "X-Frame-Options", value: "SAMEORIGIN" }] }]);
    expect(before[0]).toMatch(/^abc\./);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBeNull();
    expect(await revisionsWith([{ source: "/", headers: [{ key: "X-Frame-Options", value: "DENY" }] }])).toEqual(
      before,
    );
  });
});
