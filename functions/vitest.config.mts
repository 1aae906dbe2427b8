import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@common": fileURLToPath(new URL("../common", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["test/api/**/*.test.ts"],
          environment: "node",
          setupFiles: ["test/api/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "load",
          include: ["test/load/**/*.test.ts"],
          environment: "node",
          setupFiles: ["test/api/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: { name: "indexes", include: ["test/indexes/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: { name: "rules", include: ["test/rules/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
      },
    ],
  },
});
