/** How long ago an instant (ISO) was, in its largest whole unit: "3 days", "5 hours", "under an hour". */
export function ageOf(instant: string, now: number = Date.now()): string {
  const hours = Math.floor((now - Date.parse(instant)) / 3_600_000);
  if (hours < 1) return "under an hour";
  const [count, unit] = hours < 48 ? [hours, "hour"] : [Math.floor(hours / 24), "day"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
