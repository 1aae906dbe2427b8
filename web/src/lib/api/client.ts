import { API_VERSION, API_VERSION_HEADER } from "@common/api-version";
import { env } from "@/config/env";
import { reportSessionEnded, reportStaleApp } from "./session-events";
import { t } from "@/lib/i18n/i18n";

/** A failed call: the server's message when it sent one (requirements §8), else the network error's. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Whether the server wrote the message (false: the client made one up from the status). */
    readonly fromServer = true,
    /** Whether the API refused this app as older than itself: nothing was done; reload first. */
    readonly staleApp = false,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The server's own words about a failure, or `fallback` when it gave none (requirements §8's fallbacks). */
export const serverMessageOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.fromServer ? error.message : fallback;

/** Calls that ask about the session themselves: their 401 is an answer, not a session that ended. */
const SESSION_CALLS = new Set(["/api/users/is-auth", "/api/auth/google"]);

/** `apiVersion`: the version the answer named (X-Api-Version), if any. */
function failure(status: number, path: string, message: string | undefined, apiVersion: string | null): ApiError {
  if (status === 401 && !SESSION_CALLS.has(path)) reportSessionEnded();
  const staleApp = Number(apiVersion) > API_VERSION;
  if (staleApp) reportStaleApp();
  return message
    ? new ApiError(message, status, true, staleApp)
    : new ApiError(t("api.failed", { status }), status, false, staleApp);
}

/** The server's answer when no valid session came with the request. */
export const isSignedOutError = (error: unknown) => error instanceof ApiError && error.status === 401;

interface ApiBody {
  success?: boolean;
  message?: string;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const match = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : undefined;
}

/**
 * Forgets the readable CSRF cookie of a session the server has said is gone (it is worthless without the session
 * it was bound to): the browser then holds no sign of a session, and the app opens signed out.
 */
export function forgetSessionToken(): void {
  document.cookie = "XSRF-TOKEN=; Max-Age=0; path=/";
}

/** What every call sends besides its body: this app's API version and, with a session, the CSRF token. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [API_VERSION_HEADER]: String(API_VERSION) };
  const xsrf = readCookie("XSRF-TOKEN");
  if (xsrf) headers["X-XSRF-TOKEN"] = xsrf;
  return headers;
}

/**
 * Requirements §7: every call goes to the configured backend, sends cookies, accepts JSON, has no timeout, and
 * sends the XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header. Success means a 2xx status and a body
 * whose `success` is not false.
 */
export async function apiRequest<T extends ApiBody>(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const url = `${env.apiBaseUrl}${path}`;
  const headers: Record<string, string> = { Accept: "application/json", ...apiHeaders() };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  const response = await fetch(url, { method, headers, body: payload, credentials: "include" });
  return readResponse<T>(response, path);
}

/** The body of an answer to `path`, or the failure it is (apiRequest's contract). */
export async function readResponse<T extends ApiBody>(response: Response, path: string): Promise<T> {
  const data = (await response.json().catch(() => ({}))) as T;
  if (!response.ok || data.success === false) {
    throw failure(response.status, path, data.message, response.headers.get(API_VERSION_HEADER));
  }
  return data;
}

/**
 * A multipart upload that reports progress (fetch cannot report upload progress; XMLHttpRequest can).
 * Same contract as apiRequest: cookies, JSON, the CSRF header, no timeout.
 */
export function apiUpload<T extends ApiBody>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${env.apiBaseUrl}${path}`);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(apiHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new TypeError(t("api.uploadNetwork")));
    request.onload = () => {
      let data: T;
      try {
        data = JSON.parse(request.responseText) as T;
      } catch {
        data = {} as T;
      }
      if (request.status < 200 || request.status >= 300 || data.success === false) {
        reject(failure(request.status, path, data.message, request.getResponseHeader(API_VERSION_HEADER)));
      } else {
        resolve(data);
      }
    };
    request.send(form);
  });
}

export const api = {
  get: <T extends ApiBody>(path: string) => apiRequest<T>("GET", path),
  post: <T extends ApiBody>(path: string, body?: unknown) => apiRequest<T>("POST", path, body),
  patch: <T extends ApiBody>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, body),
  put: <T extends ApiBody>(path: string, body?: unknown) => apiRequest<T>("PUT", path, body),
  delete: <T extends ApiBody>(path: string, body?: unknown) => apiRequest<T>("DELETE", path, body),
};

/**
 * A list the app loads in the background (tasks, users, notifications): requirements §8 says its failures are only
 * logged; the query still fails, so a screen can say so where the spec asks for it.
 */
export async function getListOrLog<T extends ApiBody, K extends keyof T>(path: string, key: K, what: string) {
  try {
    return (await api.get<T>(path))[key];
  } catch (error) {
    console.error(`Loading ${what} failed`, error);
    throw error;
  }
}
