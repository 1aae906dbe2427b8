/**
 * The embedded Firestore server is the last resort for a machine with nothing but Node, and it is built on
 * `@firestore-emulator/server`'s internals (scripts/lib/firestore-server.ts). These fail as soon as the
 * package changes under it: its deep imports, optimistic transactions and all-or-nothing commits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { FieldValue, getFirestore, type Firestore } from "firebase-admin/firestore";
import { EmbeddedFirestoreServer } from "../../../scripts/lib/firestore-server";
import { freePort } from "../../../scripts/lib/preflight";

let server: EmbeddedFirestoreServer;
let app: App;
let db: Firestore;

beforeAll(async () => {
  const port = await freePort();
  server = new EmbeddedFirestoreServer();
  await server.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  app = initializeApp({ projectId: "demo-embedded" }, "embedded-firestore-test");
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  server.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
});

describe("The embedded Firestore server", () => {
  it("When ten transactions increment one counter at once, then none is lost", async () => {
    const counter = db.collection("counters").doc("c");
    await counter.set({ value: 0 });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        db.runTransaction(async (transaction) => {
          const value = ((await transaction.get(counter)).get("value") as number) + 1;
          transaction.update(counter, { value });
        }),
      ),
    );
    expect((await counter.get()).get("value")).toBe(10);
  });

  it("When one write of a batch fails its precondition, then no write of it applies", async () => {
    const batch = db.batch();
    batch.set(db.collection("things").doc("first"), { ok: true });
    batch.update(db.collection("things").doc("missing"), { ok: true });
    await expect(batch.commit()).rejects.toThrow();
    expect((await db.collection("things").doc("first").get()).exists).toBe(false);
  });

  it("When a document is written with increment and read back in a query, then the query sees it", async () => {
    await db
      .collection("things")
      .doc("n")
      .set({ n: FieldValue.increment(2), kind: "x" });
    const found = await db.collection("things").where("kind", "==", "x").get();
    expect(found.docs.map((doc) => doc.get("n"))).toEqual([2]);
  });
});
