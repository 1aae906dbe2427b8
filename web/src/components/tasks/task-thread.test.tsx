import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ThreadPage } from "@common/api-types";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { TaskThread } from "./task-thread";

resetFetchAndCookiesAfterEach();

const page: ThreadPage = {
  entries: [
    {
      kind: "message",
      message: {
        _id: "m1",
        at: "2026-11-24T09:00:00.000Z",
        author: { name: "Sofia Student", role: "student" },
        mine: true,
        text: "May I write it by hand? See https://evil.example/x",
        edited: true,
        deleted: false,
      },
    },
    { kind: "event", event: { type: "sent_back", at: "2026-11-24T10:00:00.000Z", by: "Ada Admin", reason: "Blurred" } },
    {
      kind: "message",
      message: {
        _id: "m2",
        at: "2026-11-24T11:00:00.000Z",
        author: { name: "Ada Admin", role: "admin" },
        mine: false,
        text: "",
        edited: false,
        deleted: true,
      },
    },
  ],
  next: null,
  thread: { version: 3, unread: 0 },
};

function answerWith(thread: ThreadPage) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input).includes("/thread")
      ? jsonResponse(200, { success: true, message: "", ...thread })
      : jsonResponse(404, {}),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("TaskThread", () => {
  it("When opened, then it shows the messages and the review's reason oldest first, links as text, edited and deleted said", async () => {
    answerWith(page);
    renderWithApp(<TaskThread task={{ _id: "t1", name: "Writing" }} />, { user: testUser() });
    fireEvent.click(screen.getByRole("button", { name: "Messages" }));
    const list = await screen.findByRole("list", { name: "Messages about Writing" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Sofia Student");
    expect(items[0]).toHaveTextContent("May I write it by hand? See https://evil.example/x");
    expect(items[0]).toHaveTextContent("edited");
    expect(within(list).queryByRole("link")).toBeNull();
    expect(items[1]).toHaveTextContent("Reason: Blurred");
    expect(items[2]).toHaveTextContent("Ada Admin · Supervisor");
    expect(items[2]).toHaveTextContent("deleted");
    // Only one's own message, not deleted, can be deleted.
    expect(within(items[0] as HTMLElement).getByRole("button", { name: /Delete your message/ })).toBeVisible();
    expect(within(items[2] as HTMLElement).queryByRole("button")).toBeNull();
  });

  it("When an empty message is sent, then it says so and sends nothing; the box holds at most 1,000 characters", async () => {
    const fetchMock = answerWith({ ...page, entries: [] });
    renderWithApp(<TaskThread task={{ _id: "t1", name: "Writing" }} defaultOpen />, { user: testUser() });
    expect(await screen.findByText("No messages yet: ask or explain here.")).toBeVisible();
    const box = screen.getByRole("textbox", { name: "Write a message" });
    expect(box).toHaveAttribute("maxlength", "1000");
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please write a message")).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === "POST")).toBe(false);
  });

  it("When the author edits their message, then the new text is sent to that message; another's has no Edit", async () => {
    const fetchMock = answerWith(page);
    renderWithApp(<TaskThread task={{ _id: "t1", name: "Writing" }} defaultOpen />, { user: testUser() });
    const list = await screen.findByRole("list", { name: "Messages about Writing" });
    const [mine, , theirs] = within(list).getAllByRole("listitem") as HTMLElement[];
    expect(within(theirs as HTMLElement).queryByRole("button", { name: /Edit your message/ })).toBeNull();
    fireEvent.click(within(mine as HTMLElement).getByRole("button", { name: /Edit your message/ }));
    const box = within(mine as HTMLElement).getByRole("textbox", { name: "Your message" });
    expect(box).toHaveValue("May I write it by hand? See https://evil.example/x");
    fireEvent.change(box, { target: { value: "May I write it with a pen?" } });
    fireEvent.click(within(mine as HTMLElement).getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "PATCH"),
      ).toBeDefined(),
    );
    const [path, init] = fetchMock.mock.calls.find(([, each]) => each?.method === "PATCH") ?? [];
    expect(String(path)).toContain("/api/tasks/t1/thread/messages/m1");
    expect(JSON.parse(String(init?.body))).toEqual({ text: "May I write it with a pen?" });
  });

  it("When the student has unread messages, then the button counts them", () => {
    answerWith(page);
    renderWithApp(<TaskThread task={{ _id: "t1", name: "Writing", thread: { version: 2, unread: 2 } }} />, {
      user: testUser(),
    });
    expect(screen.getByRole("button", { name: "Messages 2 new" })).toBeVisible();
  });
});
