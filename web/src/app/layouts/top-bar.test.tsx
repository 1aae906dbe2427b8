import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { ScreenLoading } from "../screen-loading";
import { TopBar } from "./top-bar";

/** A route whose screen waits for its code until the test says it has arrived; then the next one waits. */
function Page() {
  const [phase, setPhase] = useState<"waiting" | "drawn" | "next screen waiting">("waiting");
  return (
    <>
      <button onClick={() => setPhase("drawn")}>Screen arrives</button>
      <button onClick={() => setPhase("next screen waiting")}>Next screen</button>
      {phase === "drawn" ? (
        <h1>The screen</h1>
      ) : (
        <ScreenLoading>
          <p role="status">Loading...</p>
        </ScreenLoading>
      )}
    </>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

describe("TopBar", () => {
  resetFetchAndCookiesAfterEach();

  it("loads the student's menu and bell only once the screen has been drawn, and keeps them", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(200, { success: true, notifications: [] })));
    renderWithApp(
      <>
        <TopBar />
        <Page />
      </>,
      { user: testUser({ name: "Sofia Student" }) },
    );
    await nextFrame();
    await nextFrame();
    expect(screen.queryByRole("button", { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Notifications/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Screen arrives" }));
    expect(await screen.findByRole("button", { name: "Account menu for Sofia Student" })).toBeVisible();
    expect(await screen.findByRole("button", { name: /Notifications/ })).toBeVisible();

    // A later screen waiting for its code does not take them away.
    fireEvent.click(screen.getByRole("button", { name: "Next screen" }));
    expect(screen.getByRole("status")).toBeVisible();
    expect(screen.getByRole("button", { name: "Account menu for Sofia Student" })).toBeVisible();
  });
});
