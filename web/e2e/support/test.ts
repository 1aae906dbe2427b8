import { test as base, expect } from "@playwright/test";

/**
 * Every journey runs with a watch on Content Security Policy violations, and a test that caused any fails, so
 * every screen the journeys visit is checked. Two sources: Chromium's console messages, and the page's own
 * `securitypolicyviolation` events, which also report a refused eval that the page caught (zod's probe for
 * `new Function` made no console message, yet Lighthouse counts it among the page's issues).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object.
  cspViolations: async ({}, use) => use([]),
  page: async ({ page, cspViolations }, use) => {
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.exposeFunction("reportCspViolation", (violation: string) => cspViolations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
        report(`securitypolicyviolation: ${event.violatedDirective} refused ${event.blockedURI || "inline"}`);
      });
    });
    await use(page);
    expect(cspViolations, "Content Security Policy violations").toEqual([]);
  },
});

export { expect };
