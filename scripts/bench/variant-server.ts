/**
 * Serves one web build as Firebase Hosting would (its firebase.json's rewrites, gzip) and forwards `/api/` to
 * the running stack's Hosting emulator, so that two builds can be measured side by side against one backend.
 */
import { readFile, stat } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
};

interface Rewrite {
  source: string;
  destination?: string;
}

/** Hosting's glob as far as firebase.json uses it: exact paths, `/x/**` and `**`. */
function matches(source: string, pathname: string): boolean {
  if (source === "**") return true;
  if (source.endsWith("/**")) return pathname === source.slice(0, -3) || pathname.startsWith(source.slice(0, -2));
  return source === pathname;
}

async function isFile(file: string) {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

export async function serveVariant(
  dist: string,
  firebaseJson: string,
  apiOrigin: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const config = JSON.parse(await readFile(firebaseJson, "utf8")) as { hosting: { rewrites: Rewrite[] } };
  const rewrites = config.hosting.rewrites.filter((rewrite) => rewrite.destination);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://variant");
    if (url.pathname.startsWith("/api/")) {
      const upstream = new URL(url.pathname + url.search, apiOrigin);
      // As the page's own origin would be: the API refuses changes from a foreign Origin.
      const headers = {
        ...req.headers,
        host: upstream.host,
        ...(req.headers.origin ? { origin: upstream.origin } : {}),
      };
      const forwarded = httpRequest(upstream, { method: req.method, headers });
      forwarded.on("response", (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forwarded.on("error", () => res.writeHead(502).end());
      req.pipe(forwarded);
      return;
    }
    void (async () => {
      let file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)));
      if (!file.startsWith(dist) || !(await isFile(file))) {
        const rewrite = rewrites.find((candidate) => matches(candidate.source, url.pathname));
        file = path.join(dist, rewrite?.destination ?? "/404.html");
      }
      const body = await readFile(file).catch(() => null);
      if (!body) return res.writeHead(404).end();
      const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      res.writeHead(200, {
        "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
        "cache-control": file.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
      });
      res.end(gzip ? gzipSync(body) : body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
