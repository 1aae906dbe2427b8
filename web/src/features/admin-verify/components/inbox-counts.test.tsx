import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Group } from "@common/api-types";
import { showLanguage } from "@/lib/i18n/i18n";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { InboxCounts } from "./inbox-counts";

const group: Group = { _id: "b1", name: "B1 evening", description: "", students: ["sofia"] };

/** Three proofs await review in the class, one of them from the group's student. */
function renderCounts() {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(jsonResponse(200, { success: true, count: url.endsWith("?group=b1") ? 1 : 3 })),
  );
  vi.stubGlobal("fetch", fetchMock);
  renderWithApp(<InboxCounts group={group} />, { user: testUser({ role: "admin" }), route: "/admin/verify/inbox" });
  return fetchMock;
}

describe("The inbox narrowed to a group", () => {
  resetFetchAndCookiesAfterEach();

  it("When one of the class's three proofs is the group's, then it says 1 in the group and 3 in all", async () => {
    const fetchMock = renderCounts();
    expect(await screen.findByText("Awaiting review: 1 in B1 evening · 3 in all")).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/api\/tasks\/review-count$/),
        expect.stringMatching(/\/api\/tasks\/review-count\?group=b1$/),
      ]),
    );
  });

  it("When the reader's language is Spanish, then it says so in Spanish", async () => {
    await showLanguage("es");
    try {
      renderCounts();
      expect(await screen.findByText("Por revisar: 1 en B1 evening · 3 en total")).toBeVisible();
    } finally {
      await showLanguage("en");
    }
  });
});
