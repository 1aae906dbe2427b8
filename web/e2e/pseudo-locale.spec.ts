import type { Page } from "@playwright/test";
import { AdminApi } from "./support/api";
import { localDate, signInAndLand, unique } from "./support/app";
import { expect, test } from "./support/test";

/**
 * Ready for a right-to-left language with only its catalogue: every English message is swapped, in the
 * catalogue the browser downloads, for a pseudo-translation a third longer with accented letters, the page is set
 * right to left, and on a phone nothing scrolls sideways and no text is cut short without its ellipsis.
 */
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

const ACCENTED: Record<string, string> = { a: "á", e: "é", i: "í", o: "ó", u: "ú", n: "ñ", c: "ç", y: "ý" };
const pseudo = (text: string) =>
  text.trim() === ""
    ? text
    : `${text.replace(/[aeiouncy]/g, (letter) => ACCENTED[letter] ?? letter)} ${"·".repeat(Math.ceil(text.length / 3))}`;

/** A compiled message: its text parts are strings; a placeholder, plural or select is an array with branches. */
function pseudoMessage(message: unknown): unknown {
  if (typeof message === "string") return pseudo(message);
  if (!Array.isArray(message)) return message;
  return message.map((part: unknown) => {
    if (typeof part === "string") return part === "#" ? part : pseudo(part);
    if (Array.isArray(part) && part[2] && typeof part[2] === "object") {
      const branches = Object.fromEntries(
        Object.entries(part[2] as Record<string, unknown>).map(([key, branch]) => [key, pseudoMessage(branch)]),
      );
      return [part[0], part[1], branches];
    }
    return part;
  });
}

/** The English catalogue as Lingui's plugin compiles it (`JSON.parse(`…`)`), every message pseudo-translated. */
async function pseudoCatalogue(page: Page) {
  await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const match = /JSON\.parse\(`([\s\S]*)`\)/.exec(body);
    if (!match?.[1]) throw new Error("The catalogue's shape changed: no JSON.parse(`…`) in it");
    // The template literal's own text, as the browser would read it, then the JSON in it.
    const json = new Function(`return \`${match[1]}\`;`)() as string;
    const messages = JSON.parse(json) as Record<string, unknown>;
    const swapped = Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, pseudoMessage(value)]));
    const literal = JSON.stringify(swapped).replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${");
    await route.fulfill({ response, body: body.replace(match[0], `JSON.parse(\`${literal}\`)`) });
  });
}

async function readsRightToLeftOnAPhone(page: Page, screen: string) {
  await page.evaluate(() => (document.documentElement.dir = "rtl"));
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) found.push("the page scrolls sideways");
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      const clips = ["hidden", "clip"].includes(style.overflowX);
      const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (clips && hasText && element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== "ellipsis") {
        found.push(`cut: "${element.textContent?.slice(0, 40)}"`);
      }
    }
    return found;
  });
  expect.soft(problems, screen).toEqual([]);
}

test.describe("A right-to-left language, with only its catalogue", () => {
  test("a student's dashboard, day dialog and profile fit a phone with longer right-to-left text", async ({
    page,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `rtl-${unique()}@taskplanner.test`;
    const studentId = await admin.addStudent(email, `Rania ${unique()}`);
    await admin.addTask({
      name: `Read a long story aloud ${unique()}`,
      instructions: "Read it twice.",
      deadline: localDate(0),
      category: "Reading",
      assignedTo: studentId,
    });
    await admin.dispose();
    await signInAndLand(page, { email }, /\/dashboard$/);

    await pseudoCatalogue(page);
    await page.reload();
    const today = page.getByRole("region").first();
    await expect(today.getByRole("heading", { name: /^Tódáý ·+$/ })).toBeVisible();
    await expect(page.getByTestId("week-progress")).toContainText("·");
    await readsRightToLeftOnAPhone(page, "The dashboard");

    await page.getByTestId(`day-${localDate(0)}`).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await readsRightToLeftOnAPhone(page, "The day's dialog");
    await page.keyboard.press("Escape");

    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await readsRightToLeftOnAPhone(page, "Profile");
  });
});
