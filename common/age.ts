/** A count with its noun, made plural when it is not one: "1 task", "3 tasks". */
export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** How long ago an instant (ISO) was, in its largest whole unit: under an hour, hours under two days, else days. */
export function ageParts(instant: string, now: number = Date.now()): { unit: "under" | "hour" | "day"; count: number } {
  const hours = Math.floor((now - Date.parse(instant)) / 3_600_000);
  if (hours < 1) return { unit: "under", count: 0 };
  return hours < 48 ? { unit: "hour", count: hours } : { unit: "day", count: Math.floor(hours / 24) };
}

/** The same in English words: "3 days", "5 hours", "under an hour". */
export function ageOf(instant: string, now: number = Date.now()): string {
  const { unit, count } = ageParts(instant, now);
  return unit === "under" ? "under an hour" : plural(count, unit);
}
