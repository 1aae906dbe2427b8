import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { api, ApiError, serverMessageOr } from "./client";
import { onSessionEnded } from "./session-events";

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
