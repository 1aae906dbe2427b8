import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@common": fileURLToPath(new URL("../common", import.meta.url)) };
/** The tests that need the local stack `npm test` starts (Firestore and Auth emulators). */
const STACK_TESTS = ["lib/backup.test.ts", "lib/seed.test.ts", "create-admin.test.ts"];
/** The tests that start and interrupt stacks of their own: they need its ports free. */
const INTERRUPT_TESTS = ["interrupt.test.ts", "restore.test.ts"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: [...STACK_TESTS, ...INTERRUPT_TESTS],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "stack",
          include: STACK_TESTS,
          environment: "node",
          setupFiles: ["../functions/test/api/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: { name: "interrupt", include: INTERRUPT_TESTS, environment: "node", fileParallelism: false },
      },
    ],
  },
});
