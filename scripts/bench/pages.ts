/**
 * The pages the bench measures: every route of the app's manifest (web/src/config/routes.ts, plain data), each
 * opened as who may see it, read here only; and the bench's settings from the environment, checked as they are read.
 */
import { routes } from "../../web/src/config/routes";

export interface BenchPage {
  /** The route's name in the manifest: how LIGHTHOUSE_PAGES and COMPARE_PAGES name it, and its reports' files. */
  id: string;
  path: string;
  /** Who is signed in: nobody, the demo student or the demo admin. */
  session: "none" | "student" | "admin";
}

const SESSIONS = { everyone: "none", "signed-in": "student", admin: "admin" } as const;

export const PAGES: BenchPage[] = routes.map((route) => ({
  id: route.name,
  path: route.path,
  session: SESSIONS[route.access],
}));

/** The items an environment variable names (comma-separated ids; `none` for none), or `fallback` when unset. */
export function choose<T>(variable: string, all: readonly T[], idOf: (item: T) => string, fallback = all): T[] {
  const value = process.env[variable];
  if (value === undefined || value.trim() === "") return [...fallback];
  const ids = value
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id && id !== "none");
  const unknown = ids.filter((id) => id !== "all" && !all.some((item) => idOf(item) === id));
  if (unknown.length > 0) {
    throw new Error(`${variable}: unknown ${unknown.join(", ")}; known: ${all.map(idOf).join(", ")}.`);
  }
  return ids.includes("all") ? [...all] : all.filter((item) => ids.includes(idOf(item)));
}

/** A number of runs an environment variable sets, `fallback` when unset. */
export function count(variable: string, fallback: number): number {
  const value = Number(process.env[variable] ?? fallback);
  if (!(value >= 1)) throw new Error(`${variable} must be at least 1`);
  return value;
}
