import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reportStaleApp } from "@/lib/api/session-events";
import { renderWithApp } from "@/testing/render";
import { UpdatePrompt } from "./update-prompt";

describe("UpdatePrompt", () => {
  it("When the API refuses this version of the app, then it asks to reload, with no way to put it off", async () => {
    renderWithApp(<UpdatePrompt />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    act(() => reportStaleApp());
    const prompt = await screen.findByRole("status");
    expect(prompt).toHaveTextContent("A new version is ready. Reload to go on.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Later" })).not.toBeInTheDocument();
  });
});
