import { randomUUID } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, type FileStore, type StoredFile } from "./file-store";

const META_SUFFIX = ".meta.json";

/**
 * Files on local disk, used offline where the Storage emulator cannot run. Each file has a sidecar
 * `<key>.meta.json` holding its content type. Writes go to a temporary name first and are renamed into
 * place, so a reader never sees half a file.
 */
export class LocalDiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    await writeFile(`${temp}${META_SUFFIX}`, JSON.stringify({ contentType }));
    await writeFile(temp, bytes);
    await rename(`${temp}${META_SUFFIX}`, `${file}${META_SUFFIX}`);
    await rename(temp, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    try {
      const [bytes, meta] = await Promise.all([readFile(file), readFile(`${file}${META_SUFFIX}`, "utf8")]);
      const { contentType } = JSON.parse(meta) as { contentType: string };
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}${META_SUFFIX}`, { force: true });
  }

  async list(prefix = ""): Promise<string[]> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    return entries
      .map((entry) => entry.split(path.sep).join("/"))
      .filter((key) => !key.endsWith(META_SUFFIX) && !key.endsWith(".tmp") && key.startsWith(prefix))
      .filter((key) => KEY_FILE.test(key))
      .sort();
  }
}

/** Directories show up in a recursive listing too; stored files always have an extension. */
const KEY_FILE = /\/[^/]+\.[a-z0-9]+$/i;
