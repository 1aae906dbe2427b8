import { expect, type Locator, type Page } from "@playwright/test";
import { followLink } from "./app";

/**
 * Clicks 'Load more' until `wanted` is on the page, as an admin would: the inbox shows the oldest proofs first, and
 * journeys running beside this one leave theirs waiting. `items` are what each click adds to.
 */
export async function loadMoreUntil(page: Page, wanted: Locator, items: Locator) {
  const loadMore = page.getByRole("button", { name: "Load more" });
  // 'Load more' is only there once the first page has come: asked before, the loop would end at once.
  await expect(items.first()).toBeVisible();
  while ((await wanted.count()) === 0 && (await loadMore.isVisible())) {
    const shown = await items.count();
    await loadMore.click();
    await expect(items).not.toHaveCount(shown);
  }
  await expect(wanted).toBeVisible();
  return wanted;
}

/** Opens the review inbox from the sidebar and finds the task's item in its list. */
export async function openInboxItem(page: Page, taskName: string) {
  await followLink(page, page.getByRole("link", { name: /^Review inbox/ }));
  await expect(page.getByRole("heading", { name: "Review inbox", level: 1 })).toBeVisible();
  const items = page.getByTestId(/^inbox-item-/);
  const item = items.filter({ hasText: taskName });
  await expect(item.or(page.getByRole("list", { name: "Proofs awaiting review" }))).not.toHaveCount(0);
  return loadMoreUntil(page, item, items);
}
