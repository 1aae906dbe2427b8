import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/testing/render";
import { DateField } from "./date-field";

describe("DateField", () => {
  it("shows the date read-only in the picker's place until the picker's code has arrived, then the picker", async () => {
    const onChange = vi.fn();
    renderWithApp(
      <label>
        Deadline
        <DateField name="deadline" selected={new Date(2026, 10, 4)} onChange={onChange} />
      </label>,
    );

    const waiting = screen.getByRole("textbox", { name: "Deadline" });
    expect(waiting).toHaveValue("11/04/2026");
    expect(waiting).toHaveAttribute("readonly");

    // The picker's own input, with the same date in the same format, which it now takes typing into.
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Deadline" })).not.toHaveAttribute("readonly"));
    const picker = screen.getByRole("textbox", { name: "Deadline" });
    expect(picker).not.toBe(waiting);
    expect(picker).toHaveValue("11/04/2026");
    expect(picker).toHaveAttribute("placeholder", "MM/DD/YYYY");
  });
});
