import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Group } from "@common/api-types";
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

describe("CreateTaskPage's groups", () => {
  resetFetchAndCookiesAfterEach();
  const liam = testUser({ _id: "liam", name: "Liam", email: "liam@example.test" });
  const a2: Group = { _id: "a2", name: "A2 morning", description: "", students: ["liam"] };

  /** The page over a class of one student in a one-student group; answers the POSTed task bodies. */
  function renderPage() {
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(
          url.includes("/api/tasks/add") ? 201 : 200,
          url.includes("/api/users/list")
            ? { success: true, users: [liam] }
            : url.includes("/api/groups")
              ? { success: true, groups: [a2] }
              : url.includes("/api/tasks/add")
                ? { success: true, message: "Task created successfully", task: {}, count: 1 }
                : { success: true, templates: [] },
        ),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(<CreateTaskPage />, { user: testUser({ role: "admin" }), route: "/admin" });
    const sent = () =>
      fetchMock.mock.calls
        .filter(([url, init]) => url.includes("/api/tasks/add") && init?.method === "POST")
        .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
    return { sent };
  }

  async function fillTask() {
    await userEvent.type(screen.getByLabelText("Task Name"), "Diary");
    await userEvent.type(screen.getByLabelText("Instructions"), "Write five lines.");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "Reading");
  }

  it("When the only student of a one-student group is ticked by hand, then the task is sent with no group, and the admin is told", async () => {
    const { sent } = renderPage();
    await fillTask();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Liam (liam@example.test)" }));
    expect(screen.getByRole("checkbox", { name: "A2 morning (1)" })).not.toBeChecked();
    expect(screen.getByTestId("follows-group")).toHaveTextContent(
      "Every student of A2 morning is ticked one by one: the task is theirs, not the group's",
    );
    await userEvent.click(screen.getByRole("button", { name: "Create Task" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ assignedTo: ["liam"] });
    expect(sent()[0]).not.toHaveProperty("groupId");
  });

  it("When the group itself is ticked, then the task is sent for the group, which it follows", async () => {
    const { sent } = renderPage();
    await fillTask();
    await userEvent.click(await screen.findByRole("checkbox", { name: "A2 morning (1)" }));
    // A box ticked by another's click is set on its input after the render that ticked it, so it is awaited.
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Liam (liam@example.test)" })).toBeChecked());
    expect(screen.getByTestId("follows-group")).toHaveTextContent("The plan follows A2 morning");
    await userEvent.click(screen.getByRole("button", { name: "Create Task" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ assignedTo: ["liam"], groupId: "a2" });
  });
});
