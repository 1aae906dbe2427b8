import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Group } from "@common/api-types";
import { showLanguage } from "@/lib/i18n/i18n";
import { renderWithApp } from "@/testing/render";
import { GroupCard, type GroupMember } from "./group-card";

const members: GroupMember[] = Array.from({ length: 150 }, (_, i) => ({
  _id: `s${i}`,
  name: `Student ${String(i + 1).padStart(3, "0")}`,
  rate: i === 0 ? null : 0.5,
}));
const group: Group = { _id: "b1", name: "B1 evening", description: "", students: members.map((m) => m._id) };

describe("A group's card", () => {
  it("When a group has 150 students, then its card says so and lists the first few, all of them on demand and back", async () => {
    renderWithApp(<GroupCard group={group} members={members} onAct={() => {}} />);
    expect(screen.getByText("150 students")).toBeVisible();
    const list = screen.getByRole("list", { name: "Students of B1 evening" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
    expect(list).toHaveTextContent("Student 001 · no tasks due yet");
    expect(list).not.toHaveTextContent("Student 006");

    const more = screen.getByRole("button", { name: "Show all 150 students" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveAttribute("aria-controls", list.id);
    await userEvent.click(more);
    expect(within(list).getAllByRole("listitem")).toHaveLength(150);
    expect(list).toHaveTextContent("Student 150 · 50% on time");
    const fewer = screen.getByRole("button", { name: "Show only the first 5" });
    expect(fewer).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(fewer);
    expect(within(list).getAllByRole("listitem")).toHaveLength(5);
  });

  it("When a group has no more students than the first few, then there is nothing more to show", () => {
    renderWithApp(<GroupCard group={group} members={members.slice(0, 5)} onAct={() => {}} />);
    expect(within(screen.getByRole("list", { name: "Students of B1 evening" })).getAllByRole("listitem")).toHaveLength(
      5,
    );
    expect(screen.queryByRole("button", { name: /Show all/ })).not.toBeInTheDocument();
  });

  it("When the reader's language is Spanish, then the count and the button are in Spanish", async () => {
    await showLanguage("es");
    try {
      renderWithApp(<GroupCard group={group} members={members} onAct={() => {}} />);
      expect(screen.getByText("150 estudiantes")).toBeVisible();
      await userEvent.click(screen.getByRole("button", { name: "Mostrar los 150 estudiantes" }));
      expect(screen.getByRole("button", { name: "Mostrar solo los 5 primeros" })).toBeVisible();
    } finally {
      await showLanguage("en");
    }
  });
});
