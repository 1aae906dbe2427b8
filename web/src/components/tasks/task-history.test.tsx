import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TaskEvent } from "@common/api-types";
import { showLanguage } from "@/lib/i18n/i18n";
import { renderWithApp, testUser } from "@/testing/render";
import { TaskHistory } from "./task-history";

const voice = "/api/files/voice/user-1/c.webm";
const history: TaskEvent[] = [
  { type: "submitted", at: "2026-11-23T09:00:00.000Z", by: "Sofia Student" },
  { type: "sent_back", at: "2026-11-23T10:00:00.000Z", by: "Ada Admin", reason: "Slower.", voiceComment: voice },
];

describe("A task's history with a voice comment", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("When an event carries a voice comment, then the history plays it, named by who left it and when", () => {
    renderWithApp(<TaskHistory history={history} taskName="Say your name" />, { user: testUser() });
    fireEvent.click(screen.getByRole("button", { name: "History (2)" }));
    expect(screen.getByText("Reason: Slower.")).toBeVisible();
    const player = screen.getByLabelText(/^Voice comment by Ada Admin, /);
    expect(player.tagName).toBe("AUDIO");
    expect(player).toHaveAttribute("src", voice);
    expect(player).toHaveAttribute("controls");
    expect(screen.getAllByLabelText(/^Voice comment/)).toHaveLength(1);
    expect(screen.queryByText("The voice comment plays only with the connection.")).not.toBeInTheDocument();
  });

  it("When the device is offline, then the history still shows and says the voice comment needs the connection", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithApp(<TaskHistory history={history} taskName="Say your name" />, { user: testUser() });
    fireEvent.click(screen.getByRole("button", { name: "History (2)" }));
    expect(screen.getByText("Reason: Slower.")).toBeVisible();
    expect(screen.getByText("The voice comment plays only with the connection.")).toBeVisible();
  });

  it("When the reader's language is Spanish, then the player is named in Spanish", async () => {
    await showLanguage("es");
    try {
      renderWithApp(<TaskHistory history={history} taskName="Di tu nombre" />, { user: testUser() });
      fireEvent.click(screen.getByRole("button", { name: "Historial (2)" }));
      expect(screen.getByLabelText(/^Comentario de voz de Ada Admin, /)).toBeInTheDocument();
    } finally {
      await showLanguage("en");
    }
  });
});
