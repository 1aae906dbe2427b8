import { act } from "@testing-library/react";
import { afterEach, vi } from "vitest";

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** For tests that stub fetch or set the XSRF-TOKEN cookie: both are undone after each test. */
export function resetFetchAndCookiesAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });
}

/** A browser holding a session cookie whose session check stays on its way until the test answers it. */
export function pendingSessionCheck() {
  let answer!: (response: Response) => void;
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal("fetch", fetchMock);
  document.cookie = "XSRF-TOKEN=token; path=/";
  return { fetchMock, answer: (response: Response) => act(async () => answer(response)) };
}
