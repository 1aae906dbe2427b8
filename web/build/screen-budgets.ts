/**
 * Writes each screen's size budget (its `budgetKb` in the route manifest) beside Vite's manifest, as
 * `.vite/screen-budgets.json` (Hosting serves no dot folder): the size check reads the build, never the app's code.
 */
import type { Plugin } from "vite";
import { routes } from "../src/config/routes.ts";

export const SCREEN_BUDGETS_FILE = ".vite/screen-budgets.json";

export function screenBudgets(): Plugin {
  return {
    name: "task-planner:screen-budgets",
    apply: "build",
    generateBundle() {
      const budgets = routes.flatMap((row) =>
        "screen" in row ? [{ path: row.path, module: `src/${row.screen.module}`, budgetKb: row.budgetKb }] : [],
      );
      this.emitFile({ type: "asset", fileName: SCREEN_BUDGETS_FILE, source: JSON.stringify(budgets, null, 1) });
    },
  };
}
