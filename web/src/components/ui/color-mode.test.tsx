import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ColorModeButton, ColorModeProvider, readDarkMode } from "./color-mode";
import { UiProvider } from "./provider";

const renderToggle = () =>
  render(
    <UiProvider>
      <ColorModeButton />
    </UiProvider>,
  );

describe("color mode", () => {
  it("is light by default", () => {
    renderToggle();
    expect(readDarkMode()).toBe(false);
    expect(document.documentElement).toHaveClass("light");
    expect(screen.getByRole("button", { name: "Switch to dark mode" })).toBeVisible();
  });

  it("saves the boolean under 'darkMode' on every change", async () => {
    renderToggle();
    await userEvent.click(screen.getByRole("button", { name: "Switch to dark mode" }));
    expect(localStorage.getItem("darkMode")).toBe("true");
    expect(document.documentElement).toHaveClass("dark");
    await userEvent.click(screen.getByRole("button", { name: "Switch to light mode" }));
    expect(localStorage.getItem("darkMode")).toBe("false");
    expect(document.documentElement).toHaveClass("light");
  });

  it("starts from the saved choice", () => {
    localStorage.setItem("darkMode", "true");
    render(
      <ColorModeProvider>
        <span />
      </ColorModeProvider>,
    );
    expect(document.documentElement).toHaveClass("dark");
  });

  it("treats an unreadable saved value as the default", () => {
    localStorage.setItem("darkMode", "{broken");
    expect(readDarkMode()).toBe(false);
  });
});
