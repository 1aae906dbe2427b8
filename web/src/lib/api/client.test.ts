import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { api, ApiError, serverMessageOr } from "./client";
import { API_VERSION } from "@common/api-version";
import { onSessionEnded, onStaleApp } from "./session-events";

describe("api client", () => {
  resetFetchAndCookiesAfterEach();

  it("sends cookies, accepts JSON and echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN", async () => {
    document.cookie = "XSRF-TOKEN=abc%2B123; path=/";
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { success: true, message: "ok" }));
    vi.stubGlobal("fetch", fetchMock);
    await api.patch("/api/users/update", { name: "Ana" });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/users/update");
    expect(init.credentials).toBe("include");
    expect(init.headers).toMatchObject({
      Accept: "application/json",
      "X-Api-Version": String(API_VERSION),
      "X-XSRF-TOKEN": "abc+123",
      "Content-Type": "application/json",
    });
    expect(init.body).toBe(JSON.stringify({ name: "Ana" }));
  });

  it("rejects with the server's message when success is false", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(409, { success: false, message: "Taken" })));
    await expect(api.post("/api/users/add", {})).rejects.toEqual(new ApiError("Taken", 409));
  });

  it("rejects even on a 2xx status when the body says success false", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { success: false, message: "Nope" })));
    await expect(api.get("/api/tasks/get")).rejects.toThrow("Nope");
  });

  it("rejects with the network error's message when the request fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    await expect(api.get("/api/tasks/get")).rejects.toThrow("Failed to fetch");
  });
});

describe("api client: what a failure says", () => {
  resetFetchAndCookiesAfterEach();

  it("marks a message the client had to make up, so screens can use the spec's fallbacks", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 })));
    const error = await api.post("/api/auth/google", {}).catch((caught: unknown) => caught);
    expect(serverMessageOr(error, "Login failed")).toBe("Login failed");
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(403, { success: false, message: "No account" })));
    const known = await api.post("/api/auth/google", {}).catch((caught: unknown) => caught);
    expect(serverMessageOr(known, "Login failed")).toBe("No account");
    expect(serverMessageOr(new TypeError("Failed to fetch"), "Failed to add user (error)")).toBe(
      "Failed to add user (error)",
    );
  });

  it("reports a session that ended on a 401, except for the calls that ask about the session", async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      "fetch",
      vi.fn().mockImplementation(async () => jsonResponse(401, { success: false, message: "x" })),
    );
    await api.get("/api/tasks/get").catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    await api.get("/api/users/is-auth").catch(() => undefined);
    await api.post("/api/auth/google", {}).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });
});

// A stale app stays stale for the page's life: the test of a refusal from the same version comes first.
describe("api client: an API newer than the app", () => {
  resetFetchAndCookiesAfterEach();

  const refusal = (version: number) =>
    new Response(JSON.stringify({ success: false, message: "A new version of the app is ready." }), {
      status: 409,
      headers: { "Content-Type": "application/json", "X-Api-Version": String(version) },
    });

  it("does not when the refusal comes from an API of the app's version (a conflict of its own)", async () => {
    const stale = vi.fn();
    const stop = onStaleApp(stale);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(refusal(API_VERSION)));
    const error = (await api.post("/api/tasks/add", {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error.staleApp).toBe(false);
    expect(stale).not.toHaveBeenCalled();
    stop();
  });

  it("reports a stale app when a refusal names a newer API, and marks the error so that nothing is retried", async () => {
    const stale = vi.fn();
    const stop = onStaleApp(stale);
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(refusal(API_VERSION + 1)));
    const error = (await api.post("/api/tasks/add", {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.staleApp).toBe(true);
    expect(error.message).toBe("A new version of the app is ready.");
    expect(stale).toHaveBeenCalledTimes(1);
    stop();
  });

  it("tells of a refusal that came before a listener was added: the prompt mounts after the first paint", () => {
    const late = vi.fn();
    const stop = onStaleApp(late);
    expect(late).toHaveBeenCalledTimes(1);
    stop();
  });
});
