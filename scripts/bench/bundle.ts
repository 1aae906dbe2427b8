import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  firstLoadGzipBytes: number;
  authInFirstLoad: boolean;
  adminInStudentChunks: boolean;
}

/**
 * What the browser must download for the first load of `/` (the entry and every chunk it imports
 * statically), whether Firebase Auth is among it, and whether admin screens reach a student's browser.
 */
export async function measureBundle(distDir: string): Promise<BundleFigures> {
  const manifest = JSON.parse(await readFile(path.join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((key) => (manifest[key] as ManifestChunk).file);
  };
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const firstLoad = closure(entry);
  const contents = async (files: string[]) => Promise.all(files.map((file) => readFile(path.join(distDir, file))));
  const firstLoadBytes = await contents(firstLoad);
  const studentKeys = Object.keys(manifest).filter((key) =>
    /features\/(dashboard|profile|notifications|auth)\//.test(key),
  );
  const studentFiles = closure([...entry, ...studentKeys]);
  const studentText = (await contents(studentFiles)).map((bytes) => bytes.toString()).join("\n");
  return {
    firstLoadGzipBytes: firstLoadBytes.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0),
    authInFirstLoad: firstLoadBytes.some((bytes) => bytes.includes("identitytoolkit")),
    adminInStudentChunks: /Create New Task|Verify Student Tasks|Add New User/.test(studentText),
  };
}
