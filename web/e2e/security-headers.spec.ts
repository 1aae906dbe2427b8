import { createHash } from "node:crypto";
import { expect, test } from "./support/test";

test.describe("Security headers", () => {
  test("the page is served with a CSP that blocks inline script, and hardening headers", async ({
    page,
    cspViolations,
  }) => {
    const response = await page.goto("/");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["content-security-policy"]).toContain("base-uri 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    // The page names the build's files: a browser asks again before using a kept copy (a deploy shows at once).
    expect(headers["cache-control"]).toBe("no-cache");
    expect((await page.request.get("/dashboard")).headers()["cache-control"]).toBe("no-cache");

    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    // Only the page's own inline script (the theme's, web/build/theme-init.js) may run, allowed by its hash.
    const inline = await page.locator("script:not([src])").evaluateAll((scripts) => scripts.map((s) => s.textContent));
    expect(inline).toHaveLength(1);
    const hashes = inline.map(
      (code) =>
        `'sha256-${createHash("sha256")
          .update(code ?? "")
          .digest("base64")}'`,
    );
    const scriptSrc = /script-src ([^;]*);/.exec(policy ?? "")?.[1];
    expect(scriptSrc?.replace(" https://apis.google.com", "")).toBe(`'self' ${hashes.join(" ")}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);

    // An injected inline script must not run.
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    cspViolations.length = 0; // this violation was the point of the test
  });

  test("API answers carry their own strict headers", async ({ request }) => {
    const response = await request.get("/api/users/is-auth");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("default-src 'none'");
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["x-content-type-options"]).toBe("nosniff");
  });
});
