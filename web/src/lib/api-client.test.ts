import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { api, ApiError } from "./api-client";

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
