import { act } from "@testing-library/react";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { vi } from "vitest";
import { jsonResponse } from "./fetch";

export const CHANGED_ELSEWHERE = "Changed elsewhere meanwhile. Saving keeps what you see here.";

/** A fresh answer for `key`, arriving while the screen shows what the app held. */
export const arriveFor = (queryClient: QueryClient, key: QueryKey, data: unknown) =>
  act(() => void queryClient.setQueryData(key, data));

/**
 * The API for a screen whose held answers are already in the cache: each GET answers `reads` (by path), each
 * change succeeds. `sent` is the body of the last change to a path ending so.
 */
export function stubChanges(reads: Record<string, unknown> = {}) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, "http://localhost").pathname;
    if ((init?.method ?? "GET") === "GET") {
      return Promise.resolve(jsonResponse(200, { success: true, ...(reads[path] as object) }));
    }
    return Promise.resolve(jsonResponse(200, { success: true, message: "Saved", count: 1 }));
  });
  vi.stubGlobal("fetch", fetchMock);
  const changes = (pathEnd: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => (init?.method ?? "GET") !== "GET" && url.endsWith(pathEnd))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, changes };
}
