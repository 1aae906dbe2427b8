import { expect, test } from "./support/test";
import { signInAndLand } from "./support/app";

test.describe("Start-up", () => {
  test("the page starts the session check itself, and the app takes that answer instead of asking again", async ({
    page,
  }) => {
    await signInAndLand(page, { name: "Sofia Student" }, /\/dashboard$/);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const checks: { initiator: string; token?: string }[] = [];
    cdp.on("Network.requestWillBeSent", ({ request, initiator }) => {
      if (new URL(request.url).pathname !== "/api/users/is-auth") return;
      const caller = initiator.stack?.callFrames[0]?.url ?? initiator.url ?? "";
      checks.push({
        initiator: `${initiator.type} ${new URL(caller).pathname}`,
        token: request.headers["X-XSRF-TOKEN"],
      });
    });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Sofia Student" })).toBeVisible();
    // The student's menu shows once the screen is drawn (the top bar waits for it).
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
    // One check, sent by the page's own inline script (its stack is the document's), with the CSRF header.
    expect(checks).toEqual([{ initiator: "script /profile", token: expect.stringMatching(/.+/) }]);
  });
});
