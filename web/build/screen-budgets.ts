/**
 * Each screen's size budget: the largest chunk it loads on demand, gzip, in KB (`npm test -- size` fails above
 * it). Written beside Vite's manifest as `.vite/screen-budgets.json` (Hosting serves no dot folder), with the
 * screen's module from the route manifest: the size check reads the build, never the app's code. Kept here,
 * not in the manifest, so that the figures are not part of the app's first load.
 */
import type { Plugin } from "vite";
import { routes } from "../src/config/routes.ts";

export const SCREEN_BUDGETS_FILE = ".vite/screen-budgets.json";

/** By route name; a screen without one fails the build. */
export const SCREEN_BUDGETS_KB: Record<string, number> = {
  dashboard: 9.5,
  profile: 42,
  admin: 47,
  adminPlans: 42,
  adminGroups: 42,
  adminVerify: 42,
  adminReviewInbox: 6.7,
  adminBoard: 6.7,
  adminAddUsers: 42,
  adminUsers: 42,
};

export function screenBudgets(): Plugin {
  return {
    name: "task-planner:screen-budgets",
    apply: "build",
    generateBundle() {
      const budgets = routes.flatMap((row) => {
        if (!("screen" in row) || !row.screen) return [];
        const budgetKb = SCREEN_BUDGETS_KB[row.name];
        if (budgetKb === undefined)
          throw new Error(`The screen of ${row.path} has no size budget in screen-budgets.ts`);
        return [{ path: row.path, module: `src/${row.screen.module}`, budgetKb }];
      });
      this.emitFile({ type: "asset", fileName: SCREEN_BUDGETS_FILE, source: JSON.stringify(budgets, null, 1) });
    },
  };
}
