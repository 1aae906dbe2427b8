import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { addDays, mondayOf, toCalendarDate } from "@common/calendar-date";
import { resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { askForScreenDataAt } from "./screen-data";

/** A server that answers nothing while the test looks at what was asked, all at once. */
function silentServer() {
  const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => {}));
  vi.stubGlobal("fetch", fetchMock);
  document.cookie = "XSRF-TOKEN=token; path=/";
  return () => fetchMock.mock.calls.map(([url]) => String(url).split("?")[0]);
}

describe("Asking for a screen's data with its code", () => {
  resetFetchAndCookiesAfterEach();

  it("When the app opens at /dashboard, then this week's tasks and the bell are asked for at once", () => {
    const asked = silentServer();
    const client = new QueryClient();
    askForScreenDataAt(client, "/dashboard/");
    expect(asked().sort()).toEqual(["/api/notifications/summary", "/api/tasks/get"]);
    const monday = mondayOf(toCalendarDate(new Date()));
    // Under the very key the dashboard reads, so that it finds the answer on its way.
    expect(client.getQueryState(["tasks", "mine", { from: monday, to: addDays(monday, 6) }])?.fetchStatus).toBe(
      "fetching",
    );
  });

  it("When the app opens at /admin, then the students, the summary, the templates and the sidebar's count go together", () => {
    const asked = silentServer();
    askForScreenDataAt(new QueryClient(), "/admin");
    expect(asked().sort()).toEqual(
      ["/api/users/list", "/api/reminders/summary", "/api/templates", "/api/tasks/review-count"].sort(),
    );
  });

  it("When what a screen needs was just fetched, then it is not asked for again; an address with no screen asks nothing", async () => {
    const asked = silentServer();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 3_000 } } });
    client.setQueryData(["users"], []);
    askForScreenDataAt(client, "/admin/users");
    askForScreenDataAt(client, "/nowhere");
    expect(asked()).toEqual(["/api/tasks/review-count"]);
  });
});
