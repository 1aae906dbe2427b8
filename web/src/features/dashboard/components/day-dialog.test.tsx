import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp, testUser } from "@/testing/render";
import { testTask } from "@/testing/tasks";
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

  it("When the supervisor approved the task with a voice comment, then the student plays it under the feedback", async () => {
    const voice = "/api/files/voice/user-1/c.webm";
    const task = testTask("Say your name", "2026-11-23", {
      status: "completed",
      feedback: "Lovely vowels.",
      voiceComment: voice,
      history: [{ type: "approved", at: "2026-11-23T10:00:00.000Z", by: "Ada Admin", voiceComment: voice }],
    });
    renderWithApp(<DayDialog date="2026-11-23" tasks={[task]} onClose={() => {}} onProof={() => {}} />, {
      user: testUser(),
    });
    expect(await screen.findByText("Feedback: Lovely vowels.")).toBeVisible();
    const player = screen.getByLabelText("Voice comment on Say your name");
    expect(player.tagName).toBe("AUDIO");
    expect(player).toHaveAttribute("src", voice);
    expect(player).toHaveAttribute("controls");
  });
});
