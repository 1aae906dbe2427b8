import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp, testUser } from "@/testing/render";
import { LandingPage } from "./landing-page";

describe("LandingPage", () => {
  it("shows the title, the tagline and the three feature cards", () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Welcome to the Task Planner Website" })).toBeVisible();
    expect(
      screen.getByText("Get your students on track to greatness! Assign, monitor, and complete daily tasks with ease."),
    ).toBeVisible();
    for (const title of ["Stay on Pace", "Track Progress", "Clear Instructions"]) {
      expect(screen.getByRole("heading", { name: title })).toBeVisible();
    }
  });

  it("offers a disabled 'Log in to get started' button when nobody is signed in", () => {
    renderWithApp(<LandingPage />);
    expect(screen.getByRole("button", { name: "Log in to get started" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Move to dashboard" })).not.toBeInTheDocument();
  });

  it("offers 'Move to dashboard', which goes to /dashboard, when signed in", async () => {
    const { location } = renderWithApp(<LandingPage />, { user: testUser() });
    await userEvent.click(screen.getByRole("button", { name: "Move to dashboard" }));
    expect(location()?.pathname).toBe("/dashboard");
  });
});
