import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { announceLogout, reportSessionEnded } from "@/lib/api/session-events";
import { markSessionFromDevice, sessionQueryKey } from "@/lib/api/session";
import { renderWithApp, testUser } from "@/testing/render";
import { SESSION_ENDED_TITLE } from "./session-ended-dialog";
import { SessionEndedWatcher } from "./session-ended-watcher";
import { t } from "@/lib/i18n/i18n";

function Page() {
  return (
    <>
      <label htmlFor="note">Note</label>
      <input id="note" />
      <SessionEndedWatcher />
    </>
  );
}

describe("SessionEndedWatcher", () => {
  it("When a call finds the session gone, then it offers to sign in again and keeps what was typed", async () => {
    renderWithApp(<Page />, { user: testUser() });
    await userEvent.type(screen.getByLabelText("Note"), "half a sentence");
    act(() => reportSessionEnded());
    expect(await screen.findByRole("alertdialog", { name: t(SESSION_ENDED_TITLE) })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Note")).toHaveValue("half a sentence");
  });

  it("When nobody is signed in here, then a 401 offers nothing", async () => {
    renderWithApp(<Page />, { user: null });
    act(() => reportSessionEnded());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("When the session shown is only what the device kept, then a 401 offers nothing (the server's answer replaces it)", async () => {
    const { queryClient } = renderWithApp(<Page />, { user: testUser() });
    markSessionFromDevice(queryClient);
    act(() => reportSessionEnded());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("When a 401 comes while the session is still being checked, then signing in later offers nothing", async () => {
    const { queryClient } = renderWithApp(<Page />, { sessionPending: true });
    act(() => reportSessionEnded());
    act(() => queryClient.setQueryData(sessionQueryKey, testUser()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("When another tab logs out, then this one shows the signed-out page and forgets the person's answers", async () => {
    const { queryClient, location } = renderWithApp(<Page />, { user: testUser(), route: "/dashboard" });
    queryClient.setQueryData(["tasks", "mine", "all"], []);
    announceLogout();
    await waitFor(() => expect(location()?.pathname).toBe("/"));
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(["tasks", "mine", "all"])).toBeUndefined();
  });
});
