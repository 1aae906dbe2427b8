/**
 * Ctrl-C at any moment stops every process the scripts started. The emulators run in process groups of their
 * own (so that stopping one also stops what it spawned), which a terminal's Ctrl-C does not reach: each is
 * registered here as soon as it is spawned, and an interrupted script kills those still running before it
 * exits. Once a script can stop its stack properly (npm start keeps its data), it names that stop instead.
 */
import type { ChildProcess } from "node:child_process";

const groups = new Set<number>();
let gracefulStop: (() => Promise<void>) | undefined;
let interrupted = false;

function killGroups(): void {
  for (const pid of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // The group is already gone.
    }
  }
  groups.clear();
}

/** A detached child (the leader of its own process group), killed with its group if this script is interrupted. */
export function trackGroup(child: ChildProcess): void {
  const pid = child.pid;
  if (pid === undefined) return;
  groups.add(pid);
  child.once("exit", () => groups.delete(pid));
}

/** What an interrupt runs before the groups left are killed: the script's own stop, from when it can run. */
export function onInterrupt(stop: (() => Promise<void>) | undefined): void {
  gracefulStop = stop;
}

function interrupt(signal: NodeJS.Signals): void {
  if (interrupted) return;
  interrupted = true;
  console.log(`\n» ${signal}: stopping everything that was started...`);
  const stop = gracefulStop ?? (async () => undefined);
  stop()
    .catch((error: unknown) => console.error(error))
    .finally(() => {
      killGroups();
      process.exit(130);
    });
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => interrupt(signal));
// However the script ends, no emulator outlives it.
process.on("exit", killGroups);
