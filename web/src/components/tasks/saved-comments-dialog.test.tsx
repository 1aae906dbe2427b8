import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { SavedCommentsDialog } from "./saved-comments-dialog";

const CHANGED =
  "Your saved comments were changed in another tab or window meanwhile: nothing was saved. They now show as they are; make your change again.";

/** The admin's list as the server keeps it: every PUT made from its version replaces it, any other is a 409. */
function fakeServer(comments: string[]) {
  const stored = { comments, version: 1 };
  const puts: { comments: string[]; version: number }[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (!url.endsWith("/api/reviews/saved-comments")) return Promise.resolve(jsonResponse(200, { success: true }));
    if ((init?.method ?? "GET") === "GET") {
      return Promise.resolve(jsonResponse(200, { success: true, message: "", ...stored }));
    }
    const body = JSON.parse(String(init?.body)) as { comments: string[]; version: number };
    puts.push(body);
    if (body.version !== stored.version)
      return Promise.resolve(jsonResponse(409, { success: false, message: CHANGED }));
    stored.comments = body.comments;
    stored.version += 1;
    return Promise.resolve(jsonResponse(200, { success: true, message: "Saved comments updated", ...stored }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return { stored, puts };
}

async function openManager() {
  renderWithApp(<SavedCommentsDialog onClose={() => undefined} />, {
    user: testUser({ _id: "admin-1", role: "admin" }),
  });
  const dialog = await screen.findByRole("dialog", { name: "Your saved comments" });
  await within(dialog).findByRole("button", { name: "Edit comment 1" });
  return dialog;
}

/** The comments as the dialog lists them, in order. */
const listed = (dialog: HTMLElement) =>
  within(within(dialog).getAllByRole("list")[0] as HTMLElement)
    .getAllByRole("listitem")
    .map((item) => item.textContent?.replace(/(Up|Down|Edit|Delete)+$/, "").replace(/^\d+/, ""));

describe("Managing saved comments", () => {
  resetFetchAndCookiesAfterEach();

  it("When the admin adds a comment, then it is saved at the end of their list from the version shown, and the box is ready for the next", async () => {
    const server = fakeServer(["Well done!", "Check your spelling."]);
    const dialog = await openManager();
    const box = within(dialog).getByRole("textbox", { name: "New comment" });
    expect(box).toHaveAccessibleDescription("2 of 100");
    await userEvent.click(box);
    await userEvent.paste("  Lovely intonation.  ");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(server.puts).toEqual([
        { comments: ["Well done!", "Check your spelling.", "Lovely intonation."], version: 1 },
      ]),
    );
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Saved comments updated");
    expect(listed(dialog)).toEqual(["Well done!", "Check your spelling.", "Lovely intonation."]);
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
  });

  it("When the new comment is empty or holds a control character, then it says why and nothing is sent", async () => {
    const server = fakeServer(["Well done!"]);
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText("Please type the comment to save")).toBeVisible();
    const box = within(dialog).getByRole("textbox", { name: "New comment" });
    await userEvent.type(box, "Good\u202Edoog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText("Please remove control or text-direction characters")).toBeVisible();
    expect(server.puts).toEqual([]);
  });

  // A hundred rows of buttons take a while to draw in the test's DOM on a busy machine: a longer time to finish.
  it("When the list already holds 100 comments, then adding one says to delete one first and nothing is sent", async () => {
    const server = fakeServer(Array.from({ length: 100 }, (_, n) => `Comment ${n + 1}`));
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole("textbox", { name: "New comment" }));
    await userEvent.paste("One more");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(
      within(dialog).getByText("Keep at most 100 saved comments: delete one you no longer use first"),
    ).toBeVisible();
    expect(server.puts).toEqual([]);
  }, 60_000);

  it("When the admin edits a comment, then the list is saved with it changed in its place and the focus is back on its Edit button", async () => {
    const server = fakeServer(["Well done!", "Check your spelling.", "Speak slowly."]);
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole("button", { name: "Edit comment 2" }));
    const field = within(dialog).getByRole("textbox", { name: "Comment 2" });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, "Check your spelling and accents.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(server.puts).toEqual([
        { comments: ["Well done!", "Check your spelling and accents.", "Speak slowly."], version: 1 },
      ]),
    );
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Edit comment 2" })).toHaveFocus());
    expect(listed(dialog)).toEqual(["Well done!", "Check your spelling and accents.", "Speak slowly."]);
  });

  it("When an edit empties the comment, then it says why and nothing is sent", async () => {
    const server = fakeServer(["Well done!"]);
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole("button", { name: "Edit comment 1" }));
    await userEvent.clear(within(dialog).getByRole("textbox", { name: "Comment 1" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Please type the comment to save")).toBeVisible();
    expect(server.puts).toEqual([]);
  });

  it("When the admin deletes a comment, then the list is saved without it and the focus goes to the comment now in its place", async () => {
    const server = fakeServer(["Well done!", "Check your spelling.", "Speak slowly."]);
    const dialog = await openManager();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete comment 1" }));
    await waitFor(() =>
      expect(server.puts).toEqual([{ comments: ["Check your spelling.", "Speak slowly."], version: 1 }]),
    );
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Edit comment 1" })).toHaveFocus());
    expect(listed(dialog)).toEqual(["Check your spelling.", "Speak slowly."]);
  });

  it("When the admin moves a comment with the keyboard, then each move is saved from the version before it and the focus follows the comment", async () => {
    const server = fakeServer(["Well done!", "Check your spelling.", "Speak slowly."]);
    const dialog = await openManager();
    const up = within(dialog).getByRole("button", { name: "Move comment 3 up" });
    expect(within(dialog).getByRole("button", { name: "Move comment 1 up" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Move comment 3 down" })).toBeDisabled();
    up.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(server.stored.version).toBe(2));
    expect(within(dialog).getByRole("button", { name: "Move comment 2 up" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(server.stored.version).toBe(3));
    // At the top, its Up button can do no more: the focus is on its Down button.
    expect(within(dialog).getByRole("button", { name: "Move comment 1 down" })).toHaveFocus();
    expect(server.puts).toEqual([
      { comments: ["Well done!", "Speak slowly.", "Check your spelling."], version: 1 },
      { comments: ["Speak slowly.", "Well done!", "Check your spelling."], version: 2 },
    ]);
    expect(listed(dialog)).toEqual(["Speak slowly.", "Well done!", "Check your spelling."]);
  });

  it("When another tab changed the list meanwhile, then the change is refused with the server's reason and the list shows as stored", async () => {
    const server = fakeServer(["Well done!", "Check your spelling."]);
    const dialog = await openManager();
    // Another tab saves first.
    server.stored.comments = ["From the other tab"];
    server.stored.version = 2;
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete comment 2" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(`Your change was not saved: ${CHANGED}`);
    await waitFor(() => expect(listed(dialog)).toEqual(["From the other tab"]));
    expect(server.stored).toEqual({ comments: ["From the other tab"], version: 2 });
  });
});
