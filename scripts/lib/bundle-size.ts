/**
 * What a production build of web/ makes the browser download, gzip level 9 (what a CDN sends): a page's
 * first load and each route's chunks loaded on demand, read from Vite's build manifest. The bench's bundle
 * figures and `npm test -- size` (against lib/size-budgets.ts) both measure with this module.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { run } from "./run";

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const KB = 1024;

/**
 * Builds web/ as it is deployed (not the emulator build) into `outDir`; resolves with whether it worked. With
 * `sourceMaps`, hidden source maps are written beside the files (for the bench's checks; never deployed).
 */
export async function buildProductionWeb(outDir: string, { sourceMaps = false } = {}): Promise<boolean> {
  const args = ["run", "--silent", "build", "-w", "web", "--", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"];
  if (sourceMaps) args.push("--sourcemap", "hidden");
  return (await run("npm", args)) === 0;
}

export const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** A file of the build and its size as sent. */
export interface SizedFile {
  file: string;
  gzipBytes: number;
}

export interface WebBuild {
  distDir: string;
  manifest: Manifest;
  /** A file of the build, by its path relative to distDir (read once). */
  contents(file: string): Promise<Buffer>;
  size(file: string): Promise<SizedFile>;
}

export async function readWebBuild(distDir: string): Promise<WebBuild> {
  const manifest = JSON.parse(await readFile(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const files = new Map<string, Promise<Buffer>>();
  const contents = (file: string) => {
    let bytes = files.get(file);
    if (!bytes) files.set(file, (bytes = readFile(path.join(distDir, file))));
    return bytes;
  };
  const size = async (file: string) => ({ file, gzipBytes: gzipSize(await contents(file)) });
  return { distDir, manifest, contents, size };
}

/** Manifest keys reachable from `keys` (themselves included), through static imports and, if asked, dynamic ones. */
export function reachable(
  manifest: Manifest,
  keys: Iterable<string>,
  { dynamic = false, stopAt = new Set<string>() }: { dynamic?: boolean; stopAt?: Set<string> } = {},
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || stopAt.has(key) || !chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (dynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

export interface FirstLoad {
  /** Manifest keys of the chunks loaded: the page's scripts and preloads and what they import statically. */
  keys: Set<string>;
  js: SizedFile[];
  css: SizedFile[];
}

/**
 * What a page's HTML makes the browser fetch before any interaction: its module script, module preloads and
 * stylesheets, every chunk those import statically, and the stylesheets of those chunks (Vite inserts them
 * as the chunks load). The tags are Vite's own output (`src="/assets/…"`, `href="/assets/…"`), so a pattern
 * reads them reliably.
 */
export async function firstLoadOf(build: WebBuild, htmlFile: string): Promise<FirstLoad> {
  const html = await readFile(path.join(build.distDir, htmlFile), "utf8");
  const referenced = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? "",
  );
  const keyOfFile = new Map(Object.entries(build.manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = reachable(
    build.manifest,
    referenced.flatMap((file) => keyOfFile.get(file) ?? []),
  );
  const chunks = [...keys].map((key) => build.manifest[key] as ManifestChunk);
  const cssFiles = new Set([
    ...referenced.filter((file) => file.endsWith(".css")),
    ...chunks.flatMap((chunk) => chunk.css ?? []),
  ]);
  return {
    keys,
    js: await Promise.all(chunks.map((chunk) => build.size(chunk.file))),
    css: await Promise.all([...cssFiles].map((file) => build.size(file))),
  };
}

/**
 * The JavaScript chunks a route loads on demand after the first load of the app (`firstLoad`): its screens'
 * chunks (the modules the router imports dynamically for it), what they import, and what they in turn load
 * on demand (a screen's dialogs), largest first.
 */
export async function lazyChunksOf(build: WebBuild, screens: string[], firstLoad: FirstLoad): Promise<SizedFile[]> {
  const keys = reachable(build.manifest, screens, { dynamic: true, stopAt: firstLoad.keys });
  const sized = await Promise.all([...keys].map((key) => build.size((build.manifest[key] as ManifestChunk).file)));
  return sized.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const total = (files: SizedFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/**
 * The admin screens' source files (web/src/features/admin-*) in what a student's browser downloads: the first
 * load and every chunk a student's screens import statically, read from the build's source maps (a chunk's
 * title or a string would not say where its code came from). The route manifest, with every screen's title,
 * is part of the first load and is not a feature.
 */
export async function adminSourcesInStudentDownloads(build: WebBuild, firstLoad: FirstLoad): Promise<string[]> {
  const studentKeys = Object.keys(build.manifest).filter((key) =>
    /features\/(dashboard|profile|notifications|auth)\//.test(key),
  );
  const keys = [...reachable(build.manifest, [...firstLoad.keys, ...studentKeys])];
  const maps = await Promise.all(
    // Rolldown's runtime helper has no map: it holds none of the app's source.
    keys.map((key) => build.contents(`${(build.manifest[key] as ManifestChunk).file}.map`).catch(() => null)),
  );
  if (maps.every((map) => map === null)) throw new Error(`no source maps in ${build.distDir}: build it with them`);
  const sources = maps.flatMap((map) => (map ? (JSON.parse(map.toString()) as { sources: string[] }).sources : []));
  return [...new Set(sources.filter((source) => /\/src\/features\/admin-/.test(source)))].map((source) =>
    source.replace(/^.*\/src\//, "web/src/"),
  );
}
