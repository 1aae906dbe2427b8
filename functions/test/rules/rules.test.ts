/**
 * The browser never talks to Firestore or Storage: the rules deny every client read and write, whoever
 * asks. Runs on an official Firestore emulator (`npm test -- rules`); the Storage half needs the Storage
 * emulator (firebase-tools with Java 21, `npm run test:rules`) and is skipped without it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, setLogLevel, updateDoc } from "firebase/firestore";
import { getBytes, ref, uploadBytes } from "firebase/storage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "@common/constants";

const root = path.resolve(import.meta.dirname, "../../..");
// Each denial is the expected outcome; the SDK would log every one as an error.
setLogLevel("silent");
const withStorage = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
let environment: RulesTestEnvironment;

beforeAll(async () => {
  environment = await initializeTestEnvironment({
    projectId: "demo-rules",
    firestore: { rules: readFileSync(path.join(root, "firestore.rules"), "utf8") },
    ...(withStorage ? { storage: { rules: readFileSync(path.join(root, "storage.rules"), "utf8") } } : {}),
  });
  await environment.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, COLLECTIONS.users, "student-1"), { name: "Ana", role: "student" });
    await setDoc(doc(db, COLLECTIONS.tasks, "task-1"), { assignedTo: "student-1", status: "pending" });
    await setDoc(doc(db, COLLECTIONS.notifications, "n-1"), { userId: "student-1", isRead: false });
    if (withStorage) {
      await uploadBytes(ref(context.storage(), "proofs/student-1/p.png"), new Uint8Array([1, 2, 3]));
    }
  });
});

afterAll(() => environment?.cleanup());

const callers: Record<string, () => RulesTestContext> = {
  anonymous: () => environment.unauthenticatedContext(),
  student: () => environment.authenticatedContext("student-1", { email: "ana@example.test" }),
  admin: () => environment.authenticatedContext("admin-1", { email: "boss@example.test", role: "admin", admin: true }),
};

// The rules really run: with them disabled the same reads succeed, so a denial is the rules' doing.
describe("The rules test environment", () => {
  it("When rules are disabled, then the seeded records can be read", async () => {
    await environment.withSecurityRulesDisabled(async (context) => {
      const snapshot = await getDoc(doc(context.firestore(), COLLECTIONS.tasks, "task-1"));
      expect(snapshot.data()).toEqual({ assignedTo: "student-1", status: "pending" });
    });
  });
});

for (const [who, context] of Object.entries(callers)) {
  describe(`Firestore rules for ${who}`, () => {
    for (const name of Object.values(COLLECTIONS)) {
      it(`When ${who} reads or writes ${name}, then it is denied`, async () => {
        const db = context().firestore();
        const id = name === COLLECTIONS.tasks ? "task-1" : name === COLLECTIONS.users ? "student-1" : "n-1";
        await assertFails(getDoc(doc(db, name, id)));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(setDoc(doc(db, name, "new"), { any: "thing" }));
        await assertFails(updateDoc(doc(db, name, id), { status: "completed" }));
        await assertFails(deleteDoc(doc(db, name, id)));
      });
    }
  });

  describe.skipIf(!withStorage)(`Storage rules for ${who}`, () => {
    it(`When ${who} downloads or uploads a file, then it is denied`, async () => {
      const storage = context().storage();
      await assertFails(getBytes(ref(storage, "proofs/student-1/p.png")));
      await assertFails(uploadBytes(ref(storage, "proofs/student-1/new.png"), new Uint8Array([1])));
      await assertFails(uploadBytes(ref(storage, "pictures/admin-1/me.png"), new Uint8Array([1])));
    });
  });
}
