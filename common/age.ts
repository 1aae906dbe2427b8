/** A count with its noun, made plural when it is not one: "1 task", "3 tasks". */
export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** How long ago an instant (ISO) was, in its largest whole unit: "3 days", "5 hours", "under an hour". */
export function ageOf(instant: string, now: number = Date.now()): string {
  const hours = Math.floor((now - Date.parse(instant)) / 3_600_000);
  if (hours < 1) return "under an hour";
  return hours < 48 ? plural(hours, "hour") : plural(Math.floor(hours / 24), "day");
}
