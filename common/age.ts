/** How long ago an instant (ISO) was, in its largest whole unit: under an hour, hours under two days, else days. */
export function ageParts(instant: string, now: number = Date.now()): { unit: "under" | "hour" | "day"; count: number } {
  const hours = Math.floor((now - Date.parse(instant)) / 3_600_000);
  if (hours < 1) return { unit: "under", count: 0 };
  return hours < 48 ? { unit: "hour", count: hours } : { unit: "day", count: Math.floor(hours / 24) };
}
