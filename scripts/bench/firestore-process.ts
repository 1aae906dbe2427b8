/**
 * The benchmark's Firestore server in a process of its own, as Firestore is never in the function's
 * process: `fork`ed by api.ts, it answers "reads" with the number of document reads served so far.
 */
import { EmbeddedFirestoreServer } from "../lib/firestore-server";

const server = new EmbeddedFirestoreServer();
server
  .start(Number(process.argv[2]))
  .then(() => {
    process.send?.({ ready: true });
    process.on("message", (message) => {
      if (message === "reads") process.send?.({ reads: server.counter.reads });
    });
    process.on("disconnect", () => {
      server.stop();
      process.exit(0);
    });
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
