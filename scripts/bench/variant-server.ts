/**
 * A web build for the emulators, built from a tree and served as Firebase Hosting serves it (superstatic, Hosting's
 * own server, with the tree's firebase.json), `/api/` forwarded to the stack's Hosting emulator, so that builds
 * differ by their pages only.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import superstatic from "superstatic/lib/superstatic.js";
import { ROOT } from "../lib/stack";

/** A build's folder, and the firebase.json whose hosting settings it is served with (none without). */
export interface Build {
  dist: string;
  firebaseJson?: string;
}

/** Builds the web app of the tree at `tree` (the repository, or a worktree of it) into its web/dist. */
export function buildWeb(tree: string): Build {
  execFileSync(path.join(ROOT, "node_modules/.bin/vite"), ["build", "--mode", "emulator", "--logLevel", "warn"], {
    cwd: path.join(tree, "web"),
    stdio: "inherit",
  });
  return { dist: path.join(tree, "web/dist"), firebaseJson: path.join(tree, "firebase.json") };
}

type Hosting = { rewrites?: { source: string; destination?: string }[] };
/** superstatic's router (connect's handle), calling `next` when nothing answered. */
type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export async function serveVariant({ dist, firebaseJson }: Build, apiOrigin: string) {
  const read = async (file: string) => (JSON.parse(await readFile(file, "utf8")) as { hosting: Hosting }).hosting;
  const hosting = firebaseJson ? await read(firebaseJson) : {};
  // The function's rewrite is the forwarding below, as the Hosting emulator forwards it to the function.
  const rewrites = hosting.rewrites?.flatMap(({ source, destination }) =>
    destination ? [{ source, destination }] : [],
  );
  const files = superstatic({ config: { ...hosting, public: ".", rewrites }, cwd: dist, compression: true }) as Handler;
  const server = createServer((req, res) => {
    if (!req.url?.startsWith("/api/")) return files(req, res, () => res.writeHead(404).end());
    const upstream = new URL(req.url, apiOrigin);
    // As the page's own origin would be: the API refuses changes from a foreign Origin.
    const origin = req.headers.origin ? { origin: upstream.origin } : {};
    const forwarded = request(upstream, {
      method: req.method,
      headers: { ...req.headers, host: upstream.host, ...origin },
    });
    forwarded.on("response", (answer) => answer.pipe(res.writeHead(answer.statusCode ?? 502, answer.headers)));
    forwarded.on("error", () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
