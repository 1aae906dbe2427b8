import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, testUser } from "@/testing/render";
import { DayDialog } from "./day-dialog";

describe("DayDialog", () => {
  it("When the week's tasks are still loading, then it says so instead of 'No tasks for this day.'", async () => {
    renderWithApp(<DayDialog date="2026-11-23" tasks={[]} loading onClose={() => {}} onProof={() => {}} />, {
      user: testUser(),
    });
    expect(await screen.findByText("Loading tasks...")).toBeInTheDocument();
    expect(screen.queryByText("No tasks for this day.")).not.toBeInTheDocument();
  });

  it("When the tasks have loaded and there are none, then it says 'No tasks for this day.'", async () => {
    renderWithApp(<DayDialog date="2026-11-23" tasks={[]} onClose={() => {}} onProof={() => {}} />, {
      user: testUser(),
    });
    expect(await screen.findByText("No tasks for this day.")).toBeInTheDocument();
  });
});
