import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { keys } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionOnlyFromDevice } from "@/lib/api/session";
import { resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { forgetEveryone, forgetOffline, keepForOffline, restoreKept } from "./offline-store";
import { proofToQueue } from "@/testing/proofs";
import { queueProof } from "./proof-outbox";

const student = { _id: "s1", name: "Sofia", role: "student" };
const clientWith = (entries: [unknown[], unknown][]) => {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
};
const kept = async () => (await keys()).map(String).filter((key) => key.startsWith("task-planner:offline:"));

/** The browser holds the session whose CSRF token is `token`. */
const signedInUnder = (token: string) => (document.cookie = `XSRF-TOKEN=${token}; path=/`);

describe("What is kept for offline use", () => {
  resetFetchAndCookiesAfterEach();
  beforeEach(() => signedInUnder("session-1"));
  afterEach(async () => {
    await forgetOffline();
    vi.useRealTimers();
  });

  it("When a student's queries are kept, then their session, own tasks and bell come back offline, and nothing else", async () => {
    const online = clientWith([
      [["session"], student],
      [["tasks", "mine", { from: "2026-11-23", to: "2026-11-29" }], [{ _id: "t1", name: "Read" }]],
      [["notifications", "summary"], { unread: 2 }],
      [["users"], [{ _id: "other", name: "Someone else" }]],
      [["tasks", "user", "other"], [{ _id: "t9" }]],
    ]);
    const stop = keepForOffline(online, "s1");
    await vi.waitFor(async () => expect(await kept()).toEqual(["task-planner:offline:s1"]));
    stop();

    const offline = new QueryClient();
    expect(await restoreKept(offline)).toBe(true);
    expect(offline.getQueryData(["session"])).toEqual(student);
    expect(offline.getQueryData(["tasks", "mine", { from: "2026-11-23", to: "2026-11-29" }])).toEqual([
      { _id: "t1", name: "Read" },
    ]);
    expect(offline.getQueryData(["notifications", "summary"])).toEqual({ unread: 2 });
    expect(offline.getQueryData(["users"])).toBeUndefined();
    expect(offline.getQueryData(["tasks", "user", "other"])).toBeUndefined();
  });

  it("When another person signs in on the device, or the first logs out, then no one's data is left", async () => {
    keepForOffline(clientWith([[["session"], student]]), "s1")();
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));
    keepForOffline(clientWith([[["session"], { ...student, _id: "s2" }]]), "s2")();
    await vi.waitFor(async () => expect(await kept()).toEqual(["task-planner:offline:s2"]));

    await forgetOffline();
    expect(await kept()).toEqual([]);
    expect(localStorage.getItem("task-planner:offline-user")).toBeNull();
    expect(await restoreKept(new QueryClient())).toBe(false);
  });

  it("When an admin signs in on the device, then nothing a student kept stays, their waiting proofs included", async () => {
    keepForOffline(clientWith([[["session"], student]]), "s1")();
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));
    await queueProof(proofToQueue("t1"));
    await forgetEveryone();
    expect((await keys()).map(String).filter((key) => key.startsWith("task-planner:"))).toEqual([]);
  });

  it("When the session ends while the student's queries are being kept, then nothing more is written", async () => {
    const client = clientWith([[["session"], student]]);
    const stop = keepForOffline(client, "s1");
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));
    await forgetOffline();
    client.setQueryData(["tasks", "mine", "all"], [{ _id: "t2" }]);
    await client.fetchQuery({ queryKey: ["notifications", "summary"], queryFn: () => ({ unread: 1 }) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await kept()).toEqual([]);
    stop();
  });

  it("When a fetch fails offline, then what was kept stays on the device, and comes back offline", async () => {
    const client = clientWith([
      [["session"], student],
      [["tasks", "mine", "all"], [{ _id: "t1" }]],
    ]);
    const stop = keepForOffline(client, "s1");
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));
    await client
      .fetchQuery({
        queryKey: ["tasks", "mine", "all"],
        queryFn: () => Promise.reject(new TypeError("Failed to fetch")),
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 400));
    stop();
    const offline = new QueryClient();
    expect(await restoreKept(offline)).toBe(true);
    expect(offline.getQueryData(["tasks", "mine", "all"])).toEqual([{ _id: "t1" }]);
  });

  it("When the app opens under the session the data was kept under, then it shows at once, marked as the device's and to be asked again", async () => {
    const online = clientWith([
      [["session"], student],
      [["tasks", "mine", "all"], [{ _id: "t1" }]],
    ]);
    keepForOffline(online, "s1")();
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));

    const opened = new QueryClient();
    expect(await restoreKept(opened)).toBe(true);
    expect(opened.getQueryData(["session"])).toEqual(student);
    expect(sessionOnlyFromDevice(opened)).toBe(true);
    expect(opened.getQueryState(["session"])?.isInvalidated).toBe(true);
  });

  it("When the browser holds another session than the one the data was kept under, or none, then nothing is shown", async () => {
    keepForOffline(clientWith([[["session"], student]]), "s1")();
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));

    signedInUnder("session-2");
    const other = new QueryClient();
    expect(await restoreKept(other)).toBe(false);
    expect(other.getQueryData(["session"])).toBeUndefined();
    expect(sessionOnlyFromDevice(other)).toBe(false);

    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    expect(await restoreKept(new QueryClient())).toBe(false);
  });
});
