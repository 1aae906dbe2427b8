import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/testing/render";
import { DateField } from "./date-field";

describe("DateField", () => {
  it("shows the date as MM/dd/yyyy (requirements §2) and takes a date typed in that format", () => {
    const onChange = vi.fn();
    renderWithApp(
      <label>
        Deadline
        <DateField name="deadline" selected={new Date(2026, 10, 4)} onChange={onChange} />
      </label>,
    );
    const input = screen.getByRole("textbox", { name: "Deadline" });
    expect(input).toHaveValue("11/04/2026");
    expect(input).toHaveAttribute("placeholder", "MM/DD/YYYY");
    fireEvent.change(input, { target: { value: "12/18/2026" } });
    const chosen = onChange.mock.calls.at(-1)?.[0] as Date | undefined;
    expect([chosen?.getFullYear(), chosen?.getMonth(), chosen?.getDate()]).toEqual([2026, 11, 18]);
  });
});
