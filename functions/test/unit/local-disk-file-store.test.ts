import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDiskFileStore } from "../../src/files/local-disk-file-store";

describe("LocalDiskFileStore", () => {
  let root: string;
  let store: LocalDiskFileStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "file-store-"));
    store = new LocalDiskFileStore(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("When a file is put, then get returns its bytes and content type", async () => {
    await store.put("proofs/user-1/abc.jpg", Buffer.from("jpeg bytes"), "image/jpeg");
    const file = await store.get("proofs/user-1/abc.jpg");
    expect(file?.bytes.toString()).toBe("jpeg bytes");
    expect(file?.contentType).toBe("image/jpeg");
  });

  it("When a key is unknown, then get returns null", async () => {
    expect(await store.get("proofs/user-1/missing.jpg")).toBeNull();
  });

  it("When a file is deleted, then it is gone and deleting it again is fine", async () => {
    await store.put("pictures/u/a.png", Buffer.from("png"), "image/png");
    await store.delete("pictures/u/a.png");
    expect(await store.get("pictures/u/a.png")).toBeNull();
    await expect(store.delete("pictures/u/a.png")).resolves.toBeUndefined();
    expect(await readdir(path.join(root, "pictures/u"))).toEqual([]);
  });

  it("When files are listed, then only stored keys under the prefix come back, sorted", async () => {
    await store.put("proofs/b/2.jpg", Buffer.from("x"), "image/jpeg");
    await store.put("proofs/a/1.jpg", Buffer.from("x"), "image/jpeg");
    await store.put("pictures/a/1.png", Buffer.from("x"), "image/png");
    expect(await store.list("proofs/")).toEqual(["proofs/a/1.jpg", "proofs/b/2.jpg"]);
    expect(await store.list()).toEqual(["pictures/a/1.png", "proofs/a/1.jpg", "proofs/b/2.jpg"]);
  });

  it("When a key tries to leave the store's folder, then it is refused", async () => {
    await expect(store.put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Invalid file key/);
    await expect(store.get("proofs/../../etc/passwd")).rejects.toThrow(/Invalid file key/);
    await expect(store.put("/abs/path.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Invalid file key/);
  });

  it("When a file is replaced, then readers see the new bytes whole", async () => {
    await store.put("proofs/u/x.jpg", Buffer.from("old"), "image/jpeg");
    await store.put("proofs/u/x.jpg", Buffer.from("new"), "image/png");
    const file = await store.get("proofs/u/x.jpg");
    expect(file).toEqual({ bytes: Buffer.from("new"), contentType: "image/png" });
  });
});
