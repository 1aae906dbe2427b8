import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp, type Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { exportAll, importAll, TargetNotEmptyError } from "./backup";
import {
  LocalDiskFileStore,
  NotificationRepository,
  TaskRepository,
  UserRepository,
} from "../../functions/src/tooling";
import { pngBytes } from "../../functions/test/api/images";

/** A project of its own on the same emulator: emulators keep projects apart. */
function project(label: string): Firestore {
  const projectId = `demo-${label}-${randomUUID().slice(0, 8)}`;
  return getFirestore(initializeApp({ projectId }, projectId));
}
const tempDir = (label: string) => mkdtemp(path.join(tmpdir(), `${label}-`));

async function populate(db: Firestore, files: LocalDiskFileStore) {
  const users = new UserRepository(db);
  const tasks = new TaskRepository(db);
  const student = await users.create({
    name: "Ana",
    email: "ana@example.test",
    role: "student",
    phoneNumber: "+1 555",
    birthDate: "2001-02-03",
  });
  const proofKey = `proofs/${student._id}/${randomUUID()}.png`;
  await files.put(proofKey, await pngBytes(30, 20), "image/png");
  await files.put(`pictures/${student._id}/${randomUUID()}.png`, await pngBytes(10, 10), "image/png");
  const task = await tasks.create({
    name: "Read",
    instructions: "Read it",
    deadline: "2026-11-29",
    category: "Reading",
    assignedTo: student._id,
    proofKeys: [proofKey],
  });
  await new NotificationRepository(db).create({
    userId: student._id,
    title: "New task assigned",
    message: "Read",
    relatedTask: { _id: task._id, name: task.name, deadline: task.deadline },
  });
  await db
    .collection("sessions")
    .doc("s1")
    .set({
      userId: student._id,
      expiresAt: Timestamp.fromMillis(1_800_000_000_123),
      // Firestore keeps microseconds: the finest a round trip can prove.
      createdAt: new Timestamp(1_700_000_000, 123_456_000),
    });
}

describe("Backup and restore", () => {
  it("When a project is exported and imported into an empty one, then records and files are identical", async () => {
    const source = project("backup-source");
    const sourceFiles = new LocalDiskFileStore(await tempDir("source-files"));
    await populate(source, sourceFiles);
    const first = await tempDir("backup-1");
    const exported = await exportAll(source, sourceFiles, first, { knownOnly: true });
    expect(exported).toEqual({ records: 5, files: 2 });

    const target = project("backup-target");
    const targetFiles = new LocalDiskFileStore(await tempDir("target-files"));
    expect(await importAll(target, targetFiles, first, { knownOnly: true })).toEqual({ records: 5, files: 2 });

    const second = await tempDir("backup-2");
    await exportAll(target, targetFiles, second, { knownOnly: true });
    for (const name of ["firestore.json", "files.json"]) {
      expect(JSON.parse(await readFile(path.join(second, name), "utf8"))).toEqual(
        JSON.parse(await readFile(path.join(first, name), "utf8")),
      );
    }
    for (const key of await sourceFiles.list()) {
      expect(await targetFiles.get(key)).toEqual(await sourceFiles.get(key));
    }
    const session = await target.collection("sessions").doc("s1").get();
    expect(session.get("createdAt")).toEqual(new Timestamp(1_700_000_000, 123_456_000));
  });

  it("When a task's history keeps an admin's voice comment, then the backup carries its file and its event", async () => {
    const source = project("backup-voice");
    const sourceFiles = new LocalDiskFileStore(await tempDir("source-files"));
    const student = await new UserRepository(source).create({
      name: "Ana",
      email: "ana@example.test",
      role: "student",
      phoneNumber: "",
      birthDate: "",
    });
    const task = await new TaskRepository(source).create({
      name: "Speak",
      instructions: "Say it",
      deadline: "2026-11-29",
      category: "Speaking",
      assignedTo: student._id,
    });
    const voiceKey = `voice/${student._id}/${randomUUID()}.webm`;
    await sourceFiles.put(voiceKey, Buffer.from("\x1aE\xdf\xa3 a recording"), "audio/webm");
    const at = Timestamp.fromMillis(1_800_000_000_000);
    const event = { type: "approved", at, by: "admin-1", byName: "Ada Admin", voiceKey };
    await source.collection("tasks").doc(task._id).update({ status: "completed", history: [event] });
    const folder = await tempDir("backup-voice");
    await exportAll(source, sourceFiles, folder, { knownOnly: true });

    const target = project("backup-voice-target");
    const targetFiles = new LocalDiskFileStore(await tempDir("target-files"));
    await importAll(target, targetFiles, folder, { knownOnly: true });
    expect(await targetFiles.get(voiceKey)).toEqual(await sourceFiles.get(voiceKey));
    expect((await target.collection("tasks").doc(task._id).get()).get("history")).toEqual([event]);
  });

  it("When the target is not empty, then nothing is imported", async () => {
    const source = project("backup-source");
    const sourceFiles = new LocalDiskFileStore(await tempDir("source-files"));
    await populate(source, sourceFiles);
    const folder = await tempDir("backup");
    await exportAll(source, sourceFiles, folder, { knownOnly: true });
    const targetFiles = new LocalDiskFileStore(await tempDir("target-files"));
    await expect(importAll(source, targetFiles, folder, { knownOnly: true })).rejects.toBeInstanceOf(
      TargetNotEmptyError,
    );
    expect(await targetFiles.list()).toEqual([]);
  });

  it("When a file in the backup is damaged, then the import stops before writing anything", async () => {
    const source = project("backup-source");
    const sourceFiles = new LocalDiskFileStore(await tempDir("source-files"));
    await populate(source, sourceFiles);
    const folder = await tempDir("backup");
    await exportAll(source, sourceFiles, folder, { knownOnly: true });
    const [key] = await sourceFiles.list();
    await writeFile(path.join(folder, "files", ...(key ?? "").split("/")), "tampered");
    const target = project("backup-target");
    const targetFiles = new LocalDiskFileStore(await tempDir("target-files"));
    await expect(importAll(target, targetFiles, folder, { knownOnly: true })).rejects.toThrow(/damaged/);
    expect(await targetFiles.list()).toEqual([]);
    expect((await target.collection("users").get()).size).toBe(0);
  });
});
