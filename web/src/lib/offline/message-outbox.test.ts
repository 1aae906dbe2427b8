import "fake-indexeddb/auto";
import { keys } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import type * as Client from "@/lib/api/client";

const apiPost = vi.fn();
/** Who the browser's session is: the student who wrote the messages, unless a test says otherwise. */
const sessionCheck = vi.fn();
vi.mock("@/lib/api/client", async (original) => {
  const client = await original<typeof Client>();
  return {
    ...client,
    api: {
      ...client.api,
      get: (...args: unknown[]) => sessionCheck(...args) as unknown,
      post: (...args: unknown[]) => apiPost(...args) as unknown,
    },
  };
});

const { forgetMessages, queueMessage, sendWaitingMessages } = await import("./message-outbox");
const { waitingMessages } = await import("./waiting-messages");

const stored = async () => (await keys()).map(String).filter((key) => key.startsWith("task-planner:message:"));
const written = (taskId: string, text: string) => ({ userId: "s1", taskId, taskName: "Writing", text });

describe("Thread messages that wait for the connection", () => {
  beforeEach(() => sessionCheck.mockResolvedValue({ success: true, user: { _id: "s1" } }));
  afterEach(async () => {
    await forgetMessages(null);
    apiPost.mockReset();
    sessionCheck.mockReset();
  });

  it("When the connection returns, then the waiting messages are sent once each, in the order written", async () => {
    await queueMessage(written("t1", "May I write it by hand?"));
    await queueMessage(written("t1", "I took a photo."));
    expect(waitingMessages().map((message) => message.text)).toEqual(["May I write it by hand?", "I took a photo."]);
    apiPost.mockResolvedValue({ success: true });
    const outcome = await sendWaitingMessages("s1");
    expect(outcome.sent).toHaveLength(2);
    expect(apiPost.mock.calls).toEqual([
      ["/api/tasks/t1/thread/messages", { text: "May I write it by hand?" }],
      ["/api/tasks/t1/thread/messages", { text: "I took a photo." }],
    ]);
    expect(await stored()).toEqual([]);
    expect(waitingMessages()).toEqual([]);
    expect((await sendWaitingMessages("s1")).sent).toEqual([]);
  });

  it("When the browser's session is now someone else's, or still offline, then nothing is sent and the messages wait", async () => {
    await queueMessage(written("t1", "Mine"));
    sessionCheck.mockResolvedValue({ success: true, user: { _id: "someone-else" } });
    expect((await sendWaitingMessages("s1")).sent).toEqual([]);
    expect(apiPost).not.toHaveBeenCalled();
    sessionCheck.mockResolvedValue({ success: true, user: { _id: "s1" } });
    apiPost.mockRejectedValue(new TypeError("Failed to fetch"));
    expect((await sendWaitingMessages("s1")).sent).toEqual([]);
    expect(await stored()).toHaveLength(1);
  });

  it("When the server refuses one (too long meanwhile, the task gone), then it is kept with why or let go, and the rest go on", async () => {
    await queueMessage(written("t1", "Refused"));
    await queueMessage(written("t2", "Task gone"));
    await queueMessage(written("t3", "Fine"));
    apiPost
      .mockRejectedValueOnce(new ApiError("Please remove control or text-direction characters", 400))
      .mockRejectedValueOnce(new ApiError("There is no such task.", 404))
      .mockResolvedValueOnce({ success: true });
    const outcome = await sendWaitingMessages("s1");
    expect(outcome.sent.map((message) => message.text)).toEqual(["Fine"]);
    expect(outcome.refused.map((message) => message.problem)).toEqual([
      "Please remove control or text-direction characters",
      "There is no such task.",
    ]);
    expect(waitingMessages().map((message) => [message.text, message.problem])).toEqual([
      ["Refused", "Please remove control or text-direction characters"],
    ]);
  });

  it("When another person signs in on the device, then the messages kept for others go", async () => {
    await queueMessage(written("t1", "Sofia's"));
    await forgetMessages("someone-else");
    expect(await stored()).toEqual([]);
  });
});
