import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mondayOf } from "@common/calendar-date";
import { apiUpload } from "@/lib/api/client";
import type * as ApiClient from "@/lib/api/client";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { testTask } from "@/testing/tasks";
import { useToday } from "@/lib/use-today";
import { DashboardPage } from "./dashboard-page";

vi.mock("@/lib/api/client", async (original) => ({
  ...(await original<typeof ApiClient>()),
  apiUpload: vi.fn(),
}));
vi.mock("@/lib/use-today", () => ({ useToday: vi.fn() }));

const day = "2026-11-25";
const task = (id: string, name: string) => testTask(id, day, { name });

/** The photo worker, as the browser would run it: it answers with the file, a moment later. */
class ImmediateWorker {
  onmessage: ((event: { data: { file: File } }) => void) | null = null;
  postMessage(file: File) {
    setTimeout(() => this.onmessage?.({ data: { file } }), 0);
  }
  terminate() {}
}

describe("Proof uploads belong to their task", () => {
  resetFetchAndCookiesAfterEach();
  beforeEach(() => {
    vi.mocked(useToday).mockReturnValue(mondayOf(day));
    vi.stubGlobal("Worker", ImmediateWorker);
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }));
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockImplementation(async () =>
          jsonResponse(200, { success: true, message: "", tasks: [task("a", "Read A"), task("b", "Read B")] }),
        ),
    );
  });
  afterEach(() => vi.mocked(apiUpload).mockReset());

  it("When a dialog closes during an upload and another task's opens, then the new one shows none of it", async () => {
    let finish: (value: { success: boolean; message: string }) => void = () => undefined;
    vi.mocked(apiUpload).mockImplementation((_path, _form, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    renderWithApp(<DashboardPage />, { user: testUser(), route: "/dashboard" });
    // Modal dialogs set pointer-events: none on the page while they animate; jsdom runs no animation.
    const user = userEvent.setup({ pointerEventsCheck: 0 });

    await user.click(await screen.findByTestId(`day-${day}`));
    const dayDialog = await screen.findByRole("dialog", { name: /Tasks$/ });
    await user.click(within(dayDialog).getAllByRole("button", { name: "Send Proof" })[0] as HTMLElement);
    const first = await screen.findByRole("dialog", { name: "Proof for Read A" });
    await user.upload(within(first).getByLabelText("Proof photo"), new File(["x"], "a.jpg", { type: "image/jpeg" }));
    await user.click(within(first).getByRole("button", { name: "Submit Proof" }));
    expect(await within(first).findByText("Uploading... 40%")).toBeInTheDocument();
    await user.click(within(first).getByRole("button", { name: "Close" }));

    // Closing the proof dialog goes back to the day's list.
    const again = await screen.findByRole("dialog", { name: /Tasks$/ });
    await user.click(within(again).getAllByRole("button", { name: "Send Proof" })[1] as HTMLElement);
    const second = await screen.findByRole("dialog", { name: "Proof for Read B" });
    expect(within(second).queryByText(/Uploading/)).not.toBeInTheDocument();
    expect(within(second).getByRole("button", { name: "Upload Image" })).toBeEnabled();

    finish({ success: true, message: "Proof submitted" });
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(1));
    expect(screen.getByRole("dialog", { name: "Proof for Read B" })).toBeInTheDocument();
  });
});
