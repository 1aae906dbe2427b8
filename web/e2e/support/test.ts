import { test as base, expect } from "@playwright/test";

/**
 * Every journey runs with a watch on Content Security Policy violations: Chromium reports each one on the
 * console, and a test that caused any fails, so every screen the journeys visit is checked.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object.
  cspViolations: async ({}, use) => use([]),
  page: async ({ page, cspViolations }, use) => {
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await use(page);
    expect(cspViolations, "Content Security Policy violations").toEqual([]);
  },
});

export { expect };
