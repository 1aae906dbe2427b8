import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@common/messages";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { CreateTaskPage } from "./create-task-page";

describe("CreateTaskPage's checks", () => {
  resetFetchAndCookiesAfterEach();

  it("names every missing field on submit and sends nothing", async () => {
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(200, url.includes("templates") ? { success: true, templates: [] } : { success: true, users: [] }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<CreateTaskPage />, { user: testUser({ role: "admin" }), route: "/admin" });
    await userEvent.click(screen.getByRole("button", { name: "Create Task" }));
    for (const message of [MESSAGES.taskNameRequired, MESSAGES.instructionsRequired, MESSAGES.categoryRequired]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByText(MESSAGES.assigneeRequired)).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });

  it("checks the form before saving it as a template", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(200, { success: true, templates: [], users: [] })),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<CreateTaskPage />, { user: testUser({ role: "admin" }), route: "/admin" });
    await userEvent.click(screen.getByRole("button", { name: "Save as template" }));
    expect(await screen.findByText("Fill in the task's name, instructions and category first")).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);
  });
});
