/** Debian's Chromium (never a downloaded browser), for the browser journeys and the benchmark. */
import { readdirSync, readFileSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The machine's network is closed: without these flags Chromium keeps trying to reach Google's services. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The CPU time (user + system, in clock ticks) of a process and all its descendants, read from /proc. */
function treeCpuTicks(rootPid: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // the process ended while the list was read
    }
    // The command's name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const pid = Number(entry);
    const parent = Number(fields[1]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    const siblings = children.get(parent);
    if (siblings) siblings.push(pid);
    else children.set(parent, [pid]);
  }
  let total = 0;
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    total += ticks.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Waits until a new browser, or a tab just opened in it, has finished its own work: Chromium 156 builds its
 * omnibox popup (a WebUI page in a renderer of its own, chrome://omnibox-popup.top-chrome) whenever a tab
 * opens, 0.4–1 s of CPU on this machine's two cores, which otherwise falls inside the page load measured.
 * Settled means the browser's processes used under 5% of one core over the last half second; gives up after
 * `timeoutMs`.
 */
export async function waitForBrowserToSettle(pid: number, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  const windowMs = 500;
  // Linux's clock ticks are 100 a second (USER_HZ), so 5% of one core over half a second is 2.5 ticks.
  const quietTicks = (0.05 * windowMs) / 10;
  let previous = treeCpuTicks(pid);
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = treeCpuTicks(pid);
    if (now - previous <= quietTicks) break;
    previous = now;
  }
}
