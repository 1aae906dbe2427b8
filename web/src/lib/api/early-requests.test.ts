import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { api } from "./client";
import { EARLY_ANSWER_MS, takeEarlyRequest } from "./early-requests";

describe("answers the page asked for before the app ran", () => {
  resetFetchAndCookiesAfterEach();
  afterEach(() => {
    window.__early = undefined;
    vi.restoreAllMocks();
  });
  const startedEarly = (requests: Record<string, Promise<Response>>) => {
    window.__early = { requests: new Map(Object.entries(requests)), get: vi.fn() };
  };

  it("are the answer to the app's first GET of the same URL, and only to that one", async () => {
    startedEarly({ "/api/users/list": Promise.resolve(jsonResponse(200, { success: true, users: ["early"] })) });
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true, users: ["asked"] }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api.get("/api/users/list")).resolves.toMatchObject({ users: ["early"] });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get("/api/users/list")).resolves.toMatchObject({ users: ["asked"] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("are not taken by another URL or by a call that changes something", async () => {
    const list = Promise.resolve(jsonResponse(200, { success: true }));
    startedEarly({ "/api/users/list": list });
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await api.get("/api/users/list?page=2");
    await api.post("/api/users/list");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([...(window.__early?.requests ?? [])]).toEqual([["/api/users/list", list]]);
  });

  it("fail as the app's own request would", async () => {
    startedEarly({ "/api/board?week=2026-11-23": Promise.resolve(jsonResponse(403, { success: false, message: "Admins only" })) });
    await expect(api.get("/api/board?week=2026-11-23")).rejects.toMatchObject({ status: 403, message: "Admins only" });
  });

  it("are dropped once the page has been open too long for them to be current", () => {
    startedEarly({ "/api/users/list": Promise.resolve(jsonResponse(200, { success: true })) });
    vi.spyOn(performance, "now").mockReturnValue(EARLY_ANSWER_MS);
    expect(takeEarlyRequest("/api/users/list")).toBeUndefined();
    expect(window.__early?.requests.size).toBe(0);
  });

  it("are none where the page found no session", () => {
    expect(takeEarlyRequest("/api/users/is-auth")).toBeUndefined();
  });
});
