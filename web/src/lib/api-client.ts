import { env } from "@/config/env";

/** A failed call: the server's message when it sent one (SPEC §8), else the network error's. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface ApiBody {
  success?: boolean;
  message?: string;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const match = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : undefined;
}

/**
 * SPEC §7: every call goes to the configured backend, sends cookies, accepts JSON, has no timeout, and
 * sends the XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header. Success means a 2xx status and a body
 * whose `success` is not false.
 */
export async function apiRequest<T extends ApiBody>(
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const xsrf = readCookie("XSRF-TOKEN");
  if (xsrf) headers["X-XSRF-TOKEN"] = xsrf;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    method,
    headers,
    body: payload,
    credentials: "include",
  });
  const data = (await response.json().catch(() => ({}))) as T;
  if (!response.ok || data.success === false) {
    throw new ApiError(data.message || `Request failed (${response.status})`, response.status);
  }
  return data;
}

export const api = {
  get: <T extends ApiBody>(path: string) => apiRequest<T>("GET", path),
  post: <T extends ApiBody>(path: string, body?: unknown) => apiRequest<T>("POST", path, body),
  patch: <T extends ApiBody>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, body),
};
