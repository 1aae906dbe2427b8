import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { ManifestTransform } from "workbox-build";

/**
 * The service worker answers every page address with its precached index.html, and with the headers Hosting
 * sent when it fetched it (the CSP, framing, permissions). The page's revision is a hash of the file alone, so
 * a change of headers in firebase.json would never reach an installed app: it is folded into the revision.
 */
export function pageRevisionWithHeaders(firebaseJsonPath: string): ManifestTransform {
  const { hosting } = JSON.parse(readFileSync(firebaseJsonPath, "utf8")) as { hosting?: { headers?: unknown } };
  const headers = createHash("sha256")
    .update(JSON.stringify(hosting?.headers ?? null))
    .digest("hex")
    .slice(0, 16);
  return (entries) => ({
    manifest: entries.map((entry) =>
      entry.url === "index.html" ? { ...entry, revision: `${entry.revision ?? ""}.${headers}` } : entry,
    ),
    warnings: [],
  });
}
