import { act, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp } from "@/testing/render";
import { myTasksQueryOptions, useMyTasks } from "@/lib/api/tasks";
import { useOfflineKeeper } from "./use-offline-keeper";

function OfflineKeeper() {
  useOfflineKeeper();
  return null;
}

function Tasks() {
  const tasks = useMyTasks();
  return <p>{tasks.data ? `${tasks.data.length} kept` : "none"}</p>;
}

describe("useOfflineKeeper when the connection returns", () => {
  resetFetchAndCookiesAfterEach();

  it("When a screen's data failed to refresh offline, then it is asked again as soon as the browser is online", async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetchMock);
    const { queryClient, findByText } = renderWithApp(
      <>
        <OfflineKeeper />
        <Tasks />
      </>,
      {
        prepare: (client) => client.setQueryData(myTasksQueryOptions().queryKey, [], { updatedAt: 1 }),
      },
    );
    await waitFor(() => expect(queryClient.getQueryState(myTasksQueryOptions().queryKey)?.status).toBe("error"));
    await findByText("0 kept");

    fetchMock.mockImplementation(async () => jsonResponse(200, { success: true, message: "", tasks: [{}, {}] }));
    act(() => void window.dispatchEvent(new Event("online")));
    expect(await findByText("2 kept")).toBeVisible();
  });
});
