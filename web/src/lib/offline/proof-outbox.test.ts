import "fake-indexeddb/auto";
import { keys, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { showLanguage } from "@/lib/i18n/i18n";
import type * as Client from "@/lib/api/client";
import { proofToQueue } from "@/testing/proofs";

const apiUpload = vi.fn();
/** Who the browser's session is: the student who chose the proofs, unless a test says otherwise. */
const sessionCheck = vi.fn();
vi.mock("@/lib/api/client", async (original) => {
  const client = await original<typeof Client>();
  return {
    ...client,
    api: { ...client.api, get: (...args: unknown[]) => sessionCheck(...args) as unknown },
    apiUpload: (...args: unknown[]) => apiUpload(...args) as unknown,
  };
});

const { discardProof, forgetProofs, queueProof, retryProof, sendWaitingProofs } = await import("./proof-outbox");
const { hasWaitingProofs, setWaitingProofs } = await import("./waiting-proofs");

const stored = async () => (await keys()).map(String).filter((key) => key.startsWith("task-planner:proof:"));

describe("Proofs that wait for the connection", () => {
  beforeEach(() => sessionCheck.mockResolvedValue({ success: true, user: { _id: "s1" } }));
  afterEach(async () => {
    await forgetProofs(null);
    apiUpload.mockReset();
    sessionCheck.mockReset();
  });

  it("When the browser's session is now someone else's (another tab logged out and signed in), then nothing is sent", async () => {
    await queueProof(proofToQueue("t1"));
    sessionCheck.mockResolvedValue({ success: true, user: { _id: "someone-else" } });
    apiUpload.mockResolvedValue({ success: true });
    expect(await sendWaitingProofs("s1")).toEqual({ sent: [], refused: [] });
    expect(apiUpload).not.toHaveBeenCalled();
    expect(sessionCheck).toHaveBeenCalledWith("/api/users/is-auth");
    expect(await stored()).toHaveLength(1);
    sessionCheck.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendWaitingProofs("s1")).toEqual({ sent: [], refused: [] });
    expect(apiUpload).not.toHaveBeenCalled();
  });

  it("When the connection returns, then each waiting proof is sent once, with its files and the student's zone", async () => {
    await queueProof(proofToQueue("t1"));
    expect(hasWaitingProofs()).toBe(true);
    apiUpload.mockResolvedValue({ success: true });
    const outcome = await sendWaitingProofs("s1");
    expect(outcome.sent.map((sent) => sent.taskId)).toEqual(["t1"]);
    const [path, form] = apiUpload.mock.calls[0] as [string, FormData];
    expect(path).toBe("/api/tasks/upload-proof/t1");
    expect((form.get("proof") as File).name).toBe("notes.jpg");
    expect(form.get("timeZone")).toBe("Europe/Paris");
    expect(await stored()).toEqual([]);
    expect(hasWaitingProofs()).toBe(false);
    expect((await sendWaitingProofs("s1")).sent).toEqual([]);
  });

  it("When still offline, then nothing is lost and it waits; when refused, it says why and keeps the files until discarded", async () => {
    await queueProof(proofToQueue("t1", "Tram notes"));
    await queueProof(proofToQueue("t2", "Ferry notes"));
    apiUpload.mockRejectedValue(new TypeError("Network error"));
    // The screens had not seen them yet (the app just opened): the sending shows them.
    setWaitingProofs([]);
    expect(await sendWaitingProofs("s1")).toEqual({ sent: [], refused: [] });
    expect(hasWaitingProofs()).toBe(true);
    expect(await stored()).toHaveLength(2);

    apiUpload.mockImplementation((path: string) =>
      Promise.reject(
        path.endsWith("/t1")
          ? new ApiError("This task is already completed.", 409)
          : new ApiError("There is no such task.", 404),
      ),
    );
    const { refused } = await sendWaitingProofs("s1");
    expect(refused.map((item) => item.problem).sort()).toEqual([
      '"Ferry notes" was deleted meanwhile: your proof was not sent.',
      '"Tram notes" changed meanwhile: This task is already completed.',
    ]);
    // The deleted task's is let go (nowhere to send it); the other is kept, and not sent again by itself.
    expect(await stored()).toEqual(["task-planner:proof:s1:t1"]);
    apiUpload.mockClear();
    await sendWaitingProofs("s1");
    expect(apiUpload).not.toHaveBeenCalled();
    await retryProof("s1", "t1");
    apiUpload.mockResolvedValue({ success: true });
    expect((await sendWaitingProofs("s1")).sent).toHaveLength(1);
    await queueProof(proofToQueue("t3"));
    await discardProof("s1", "t3");
    expect(await stored()).toEqual([]);
  });

  it("When a Spanish-speaking student's waiting proofs are refused, then each reason is in Spanish", async () => {
    await showLanguage("es");
    try {
      await queueProof(proofToQueue("t1", "Notas del tranvía"));
      await queueProof(proofToQueue("t2", "Notas del ferri"));
      await queueProof(proofToQueue("t3", "Notas del tren"));
      apiUpload.mockImplementation((path: string) =>
        Promise.reject(
          path.endsWith("/t1")
            ? new ApiError("Esta tarea ya está completada.", 409)
            : path.endsWith("/t2")
              ? new ApiError("No existe esa tarea.", 404)
              : new ApiError("Debes iniciar sesión.", 401),
        ),
      );
      const { refused } = await sendWaitingProofs("s1");
      expect(refused.map((item) => item.problem).sort()).toEqual([
        "Tu sesión terminó: vuelve a iniciar sesión y envíala de nuevo.",
        "«Notas del ferri» se eliminó mientras tanto: tu evidencia no se envió.",
        "«Notas del tranvía» cambió mientras tanto: Esta tarea ya está completada.",
      ]);
    } finally {
      await showLanguage("en");
    }
  });

  it("When another person signs in on the device, then the first person's waiting proofs go", async () => {
    await queueProof(proofToQueue("t1"));
    await queueProof({ ...proofToQueue("t9"), userId: "s2" });
    await forgetProofs("s2");
    expect(await stored()).toEqual(["task-planner:proof:s2:t9"]);
  });

  it("When one waiting proof is taken and the next refused, then both are dealt with in the same sending", async () => {
    await queueProof(proofToQueue("t1", "Tram notes"));
    await queueProof(proofToQueue("t2", "Ferry notes"));
    apiUpload.mockImplementation((path: string) =>
      path.endsWith("/t1") ? Promise.resolve({ success: true }) : Promise.reject(new ApiError("Completed.", 409)),
    );
    const outcome = await sendWaitingProofs("s1");
    expect(outcome.sent.map((item) => item.taskId)).toEqual(["t1"]);
    expect(outcome.refused.map((item) => item.taskId)).toEqual(["t2"]);
  });

  it("When the API is newer than the app, then nothing is marked refused: the proofs wait for the reload", async () => {
    await queueProof(proofToQueue("t1"));
    await queueProof(proofToQueue("t2"));
    apiUpload.mockRejectedValue(new ApiError("A new version of the app is ready.", 409, true, true));
    expect(await sendWaitingProofs("s1")).toEqual({ sent: [], refused: [] });
    expect(apiUpload).toHaveBeenCalledTimes(1);
    expect(await stored()).toHaveLength(2);
    apiUpload.mockResolvedValue({ success: true });
    expect((await sendWaitingProofs("s1")).sent).toHaveLength(2);
  });

  it("When a kept record is damaged or was put there by hand, then it is let go and the others are still sent", async () => {
    await queueProof(proofToQueue("t1"));
    const bytes = new ArrayBuffer(4);
    const file = { field: "proof", name: "a.jpg", type: "image/jpeg", bytes };
    const base = { userId: "s1", taskName: "X", timeZone: "UTC", queuedAt: 0, problem: null, files: [file] };
    await set("task-planner:proof:s1:null", null);
    // Another student's task under this student's key, a task id that is a path, files that are not bytes.
    await set("task-planner:proof:s1:t2", { ...base, taskId: "someone-elses" });
    await set("task-planner:proof:s1:..", { ...base, taskId: ".." });
    await set("task-planner:proof:s1:t3", { ...base, taskId: "t3", files: [{ ...file, bytes: "jpeg" }] });
    await set("task-planner:proof:s1:t4", { ...base, taskId: "t4", files: [null] });
    await set("task-planner:proof:s1:t5", { ...base, taskId: "t5", problem: { toString: "not words" } });
    apiUpload.mockResolvedValue({ success: true });
    const { sent, refused } = await sendWaitingProofs("s1");
    expect(sent.map((item) => item.taskId)).toEqual(["t1"]);
    expect(refused).toEqual([]);
    expect(apiUpload).toHaveBeenCalledTimes(1);
    expect(await stored()).toEqual([]);
  });
});
