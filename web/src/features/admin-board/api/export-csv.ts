import { env } from "@/config/env";
import { apiHeaders, readResponse } from "@/lib/api/client";
import { browserTimeZone } from "@/lib/browser-time-zone";

/**
 * Downloads the CSV of a range of deadlines: fetched (so that a refusal shows as a message, not as a file
 * holding it), then saved under the server's file name.
 */
export async function downloadCsv(from: string, to: string, group?: string): Promise<void> {
  const query = new URLSearchParams({ from, to, timeZone: browserTimeZone(), ...(group ? { group } : {}) });
  const response = await fetch(`${env.apiBaseUrl}/api/board/export?${query}`, {
    credentials: "include",
    headers: apiHeaders(),
  });
  // A refusal is JSON: thrown as the client's other failures are.
  if (!response.ok) await readResponse(response, "/api/board/export");
  const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "tasks.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // Let go of the file once the browser has taken it (revoked at once, some browsers cancel the download).
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
