/**
 * Closed-loop load: every worker sends `rounds` requests one after another, all workers at once; the
 * latency of every request. Shared by the app's direct Firestore work (api.ts) and the HTTP clients
 * (load-process.ts), so that both sides are driven and timed alike.
 */
export async function closedLoop(workers: (() => Promise<void>)[], rounds: number): Promise<number[]> {
  const latencies: number[] = [];
  await Promise.all(
    workers.map(async (work) => {
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        await work();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}
