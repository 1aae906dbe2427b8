import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { onSessionEnded } from "./session-events";
import { QueryClient } from "@tanstack/react-query";
import {
  getSession,
  markSessionFromDevice,
  mayBeSignedIn,
  seedSession,
  sessionOnlyFromDevice,
  sessionQueryKey,
  sessionQueryOptions,
} from "./session";

const ada = { id: "u1", name: "Ada Admin", email: "ada@example.com", role: "admin" };

describe("the session check", () => {
  resetFetchAndCookiesAfterEach();

  it("reads a 401 as nobody signed in, not a session that ended, and logs other failures", async () => {
    document.cookie = "XSRF-TOKEN=token; path=/";
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(401, { success: false, message: "Not signed in" })));
    await expect(getSession()).resolves.toBeNull();
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getSession()).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith("Session check failed", expect.any(TypeError));
    expect(ended).not.toHaveBeenCalled();
    stop();
    logged.mockRestore();
  });

  it("keeps whoever was signed in when a later check merely fails (offline, a server error, a newer API), not when it is refused", async () => {
    document.cookie = "XSRF-TOKEN=token; path=/";
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const sofia = { ...ada, id: "u2", name: "Sofia", role: "student" } as unknown as Parameters<typeof getSession>[0];
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(getSession(sofia)).resolves.toBe(sofia);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(503, { success: false, message: "Unavailable" })));
    await expect(getSession(sofia)).resolves.toBe(sofia);
    // An API newer than this app says nothing about the session either.
    const stale = () =>
      new Response(JSON.stringify({ success: false, message: "A new version" }), {
        status: 409,
        headers: { "Content-Type": "application/json", "X-Api-Version": "999" },
      });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(stale()));
    await expect(getSession(sofia)).resolves.toBe(sofia);
    // Nobody known yet: the app waits for the reload rather than showing the person signed out.
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(stale()));
    const waited = new Promise((resolve) => setTimeout(() => resolve("still waiting"), 50));
    await expect(Promise.race([getSession(undefined), waited])).resolves.toBe("still waiting");
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(403, { success: false, message: "No" })));
    await expect(getSession(sofia)).resolves.toBeNull();
    logged.mockRestore();
  });

  it("sends the CSRF header and the cookies, and answers the signed-in user", async () => {
    document.cookie = "XSRF-TOKEN=abc%2B123; path=/";
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true, user: ada }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(getSession()).resolves.toMatchObject({ name: "Ada Admin" });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/users/is-auth");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({ "X-XSRF-TOKEN": "abc+123" });
  });
});

describe("the session's answer known without asking", () => {
  resetFetchAndCookiesAfterEach();

  const seeded = () => {
    const client = new QueryClient();
    seedSession(client);
    return client.getQueryState(sessionQueryKey);
  };

  it("is nobody in a browser without the session's cookie, and unknown (to be asked) with one", () => {
    expect(seeded()).toMatchObject({ data: null, status: "success" });
    document.cookie = "XSRF-TOKEN=token; path=/";
    expect(seeded()).toBeUndefined();
  });

  it("is given to the client once, not worked out by the query on every update (a cookie read each time)", () => {
    expect(sessionQueryOptions).not.toHaveProperty("initialData");
  });
});

describe("the session check finding someone else signed in", () => {
  resetFetchAndCookiesAfterEach();

  const sofia = { _id: "u2", name: "Sofia", email: "sofia@example.com", role: "student" };
  const liam = { _id: "u3", name: "Liam", email: "liam@example.com", role: "student" };

  async function checkAnswering(answer: typeof sofia) {
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, sofia);
    client.setQueryData(["tasks", "mine", { from: "2026-11-23", to: "2026-11-29" }], [{ name: "Sofia's secret" }]);
    document.cookie = "XSRF-TOKEN=token; path=/";
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { success: true, user: answer })));
    await client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    return client;
  }

  it("drops every answer the tab holds of the person before (another tab logged out and signed in someone else)", async () => {
    const client = await checkAnswering(liam);
    expect(client.getQueryData(sessionQueryKey)).toEqual(liam);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).toEqual(["session"]);
  });

  it("keeps them when it is the same person", async () => {
    const client = await checkAnswering(sofia);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it("gives way to the server's 401 when the session shown is only what the device kept, with everything kept beside it", async () => {
    document.cookie = "XSRF-TOKEN=token; path=/";
    const sofia = { ...ada, _id: "u2", name: "Sofia", role: "student" };
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, sofia);
    client.setQueryData(["tasks", "mine", "all"], [{ _id: "t1" }]);
    markSessionFromDevice(client);
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(401, { success: false, message: "Not signed in" })));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    await expect(client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 })).resolves.toBeNull();
    expect(client.getQueryData(["tasks", "mine", "all"])).toBeUndefined();
    // The ended session's token goes too: the next open finds no session to open what was kept under.
    expect(mayBeSignedIn()).toBe(false);
    expect(sessionOnlyFromDevice(client)).toBe(false);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    logged.mockRestore();
  });

  it("takes the server's word over the device's once it comes: a later 401 is a session that ended, the page kept", async () => {
    document.cookie = "XSRF-TOKEN=token; path=/";
    const sofia = { ...ada, _id: "u2", name: "Sofia", role: "student" };
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, sofia);
    markSessionFromDevice(client);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // Offline the device's answer stays as it is, still the device's.
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 })).resolves.toEqual(sofia);
    expect(sessionOnlyFromDevice(client)).toBe(true);

    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { success: true, user: sofia })));
    await client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
    expect(sessionOnlyFromDevice(client)).toBe(false);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(401, { success: false, message: "Not signed in" })));
    await expect(client.fetchQuery({ ...sessionQueryOptions, staleTime: 0 })).resolves.toEqual(sofia);
    logged.mockRestore();
  });
});
