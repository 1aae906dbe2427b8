import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { onSessionEnded } from "./session-events";
import { QueryClient } from "@tanstack/react-query";
import { getSession, seedSession, sessionQueryKey, sessionQueryOptions } from "./session";
import sessionInit from "../../../session-init.js?raw";

const runSessionInit = () => new Function(sessionInit)();

const ada = { id: "u1", name: "Ada Admin", email: "ada@example.com", role: "admin" };

describe("the session check the page starts (session-init.js)", () => {
  resetFetchAndCookiesAfterEach();
  afterEach(() => {
    window.__early = undefined;
  });
  const early = (response: Promise<Response>) => {
    window.__early = { requests: new Map([["/api/users/is-auth", response]]), get: vi.fn() };
  };

  it("asks the server as the app would when this browser may hold a session", () => {
    document.cookie = "XSRF-TOKEN=abc%2B123; path=/";
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true, user: ada }));
    vi.stubGlobal("fetch", fetchMock);
    runSessionInit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/users/is-auth");
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ Accept: "application/json", "X-XSRF-TOKEN": "abc+123" });
    expect([...(window.__early?.requests.keys() ?? [])]).toEqual(["/api/users/is-auth"]);
  });

  it("lets start-app.js ask for more the same way", () => {
    document.cookie = "XSRF-TOKEN=token; path=/";
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    runSessionInit();
    window.__early?.get("/api/users/list");
    expect(fetchMock).toHaveBeenLastCalledWith("/api/users/list", {
      headers: { Accept: "application/json", "X-XSRF-TOKEN": "token" },
      credentials: "include",
    });
    expect([...(window.__early?.requests.keys() ?? [])]).toEqual(["/api/users/is-auth", "/api/users/list"]);
  });

  it("asks nothing without the session's cookie, or with one that cannot be read", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    runSessionInit();
    document.cookie = "XSRF-TOKEN=%E0%A4%A; path=/";
    runSessionInit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__early).toBeUndefined();
  });

  it("is taken once by the app's check, which asks the server itself after that", async () => {
    document.cookie = "XSRF-TOKEN=token; path=/";
    early(Promise.resolve(jsonResponse(200, { success: true, user: ada })));
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true, user: { ...ada, name: "Ada" } }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(getSession()).resolves.toMatchObject({ name: "Ada Admin" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__early?.requests.size).toBe(0);
    await expect(getSession()).resolves.toMatchObject({ name: "Ada" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reads its answer as the app reads its own: signed out is nobody, not a session that ended", async () => {
    document.cookie = "XSRF-TOKEN=token; path=/";
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    early(Promise.resolve(jsonResponse(401, { success: false, message: "Not signed in" })));
    await expect(getSession()).resolves.toBeNull();
    early(Promise.reject(new TypeError("Failed to fetch")));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(getSession()).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith("Session check failed", expect.any(TypeError));
    expect(ended).not.toHaveBeenCalled();
    stop();
    logged.mockRestore();
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
