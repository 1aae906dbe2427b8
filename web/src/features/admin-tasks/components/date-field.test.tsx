import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";
import { renderWithApp } from "@/testing/render";
import { DateField } from "./date-field";

/** The field once its calendar's code has come (until then a read-only stand-in: date-field-pending.test.tsx). */
const pickerField = (name: string) =>
  waitFor(() => {
    const input = screen.getByRole("textbox", { name });
    expect(input).not.toHaveAttribute("readonly");
    return input;
  });

describe("DateField", () => {
  it("shows the date as MM/dd/yyyy (requirements §2) and takes a date typed in that format", async () => {
    const onChange = vi.fn();
    renderWithApp(
      <label>
        Deadline
        <DateField name="deadline" selected={new Date(2026, 10, 4)} onChange={onChange} />
      </label>,
    );
    const input = await pickerField("Deadline");
    expect(input).toHaveValue("11/04/2026");
    expect(input).toHaveAttribute("placeholder", "MM/DD/YYYY");
    fireEvent.click(input);
    expect(screen.getByRole("dialog", { name: "Choose Date" })).toBeVisible();
    expect(screen.getByText("November 2026")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next Month" })).toBeVisible();
    expect(screen.getByRole("gridcell", { name: "Choose Wednesday, November 4th, 2026" })).toBeVisible();
    fireEvent.change(input, { target: { value: "12/18/2026" } });
    const chosen = onChange.mock.calls.at(-1)?.[0] as Date | undefined;
    expect([chosen?.getFullYear(), chosen?.getMonth(), chosen?.getDate()]).toEqual([2026, 11, 18]);
  });

  it("When the language shown is Spanish, then the calendar's words are too, and a date is typed and read day first", async () => {
    await showLanguage("es");
    const onChange = vi.fn();
    renderWithApp(
      <label>
        Fecha límite
        <DateField name="deadline" selected={new Date(2026, 10, 4)} onChange={onChange} />
      </label>,
    );
    const input = await pickerField("Fecha límite");
    // 4 November, as a Spanish reader reads it.
    expect(input).toHaveValue("04/11/2026");
    expect(input).toHaveAttribute("placeholder", "DD/MM/AAAA");
    fireEvent.click(input);
    expect(await screen.findByRole("dialog", { name: "Elegir fecha" })).toBeVisible();
    expect(screen.getByText("noviembre 2026")).toBeVisible();
    // The week starts on Monday, as the app's weeks do.
    const weekdays = document.querySelectorAll(".react-datepicker__day-name");
    expect(weekdays[0]).toHaveTextContent("lu");
    expect(screen.getByRole("gridcell", { name: "Elegir miércoles, 4 de noviembre de 2026" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Mes siguiente" })).toBeVisible();
    fireEvent.change(input, { target: { value: "01/12/2026" } });
    const chosen = onChange.mock.calls.at(-1)?.[0] as Date | undefined;
    expect([chosen?.getFullYear(), chosen?.getMonth(), chosen?.getDate()]).toEqual([2026, 11, 1]);
  });
});

afterEach(async () => {
  await showLanguage("en");
});
