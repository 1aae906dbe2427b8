import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Task } from "@common/api-types";
import { showLanguage } from "@/lib/i18n/i18n";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { testTask } from "@/testing/tasks";
import { ReviewDialog } from "./review-dialog";
import { useReviewSequence } from "./use-review-sequence";

const SAVED = ["Well done!", "Check your spelling.", "Read it aloud again."];

/** A proof awaiting review. */
const proofOf = (id: string, name: string): Task =>
  testTask(id, "2099-05-04", {
    name,
    proofUrl: `/api/files/proofs/user-1/${id}.jpg`,
    proof: [{ kind: "image", url: `/api/files/proofs/user-1/${id}.jpg` }],
    submittedAt: "2099-05-03T10:00:00.000Z",
  });

const PROOFS = [proofOf("t1", "Diary"), proofOf("t2", "Story"), proofOf("t3", "Poem")];

/**
 * The API the dialog talks to: the admin's saved comments and the reviews sent, answered at once or, with `hold`,
 * only when `release` is called.
 */
function fakeApi({ comments = SAVED, hold = false } = {}) {
  const reviews: { taskId: string; body: Record<string, unknown> }[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, "http://localhost").pathname;
    if (path === "/api/reviews/saved-comments") {
      return jsonResponse(200, { success: true, message: "", comments, version: 1 });
    }
    const review = /^\/api\/tasks\/(\w+)\/review$/.exec(path);
    if (review?.[1]) {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      reviews.push({ taskId: review[1], body });
      if (hold) await held;
      const message = body.decision === "approve" ? "Task approved" : "Sent back to redo";
      return jsonResponse(200, { success: true, message, task: {} });
    }
    return jsonResponse(200, { success: true });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { reviews, release: () => act(async () => release()) };
}

/** A screen with a list of proofs to review, as Verify, the inbox and the board have one. */
function Screen({ tasks }: { tasks: Task[] }) {
  const reviewing = useReviewSequence(tasks);
  return (
    <>
      {tasks.map((task) => (
        <button key={task._id} onClick={() => reviewing.open(task._id)}>
          Open {task.name}
        </button>
      ))}
      {reviewing.dialog && <ReviewDialog {...reviewing.dialog} />}
    </>
  );
}

/** Opens the first proof and puts the focus on the dialog itself, outside its text box. */
async function openReview(tasks = PROOFS) {
  renderWithApp(<Screen tasks={tasks} />, { user: testUser({ _id: "admin-1", role: "admin" }) });
  await userEvent.click(screen.getByRole("button", { name: `Open ${tasks[0]?.name}` }));
  const dialog = await screen.findByRole("dialog", { name: `Review: ${tasks[0]?.name}` });
  await within(dialog).findByRole("button", { name: SAVED[0] });
  act(() => dialog.focus());
  return dialog;
}

const commentBox = () => screen.getByRole("textbox", { name: /Comment for the student/ });

describe("The review dialog's saved comments", () => {
  resetFetchAndCookiesAfterEach();

  it("When the admin clicks a saved comment, then it is inserted at the end of what they typed, still editable", async () => {
    fakeApi();
    const dialog = await openReview();
    await userEvent.type(commentBox(), "Nice.");
    await userEvent.click(within(dialog).getByRole("button", { name: SAVED[1] }));
    expect(commentBox()).toHaveValue("Nice. Check your spelling.");
    await userEvent.type(commentBox(), " Thanks!");
    expect(commentBox()).toHaveValue("Nice. Check your spelling. Thanks!");
  });

  it("When the cursor was left inside the comment, then a saved comment goes there", async () => {
    fakeApi();
    const dialog = await openReview();
    await userEvent.type(commentBox(), "Good. Bye.");
    const box = commentBox() as HTMLTextAreaElement;
    act(() => box.setSelectionRange(5, 5));
    await userEvent.pointer({ target: box, keys: "[MouseLeft]", offset: 5 });
    await userEvent.click(within(dialog).getByRole("button", { name: SAVED[0] }));
    expect(commentBox()).toHaveValue("Good. Well done! Bye.");
  });

  it("When the admin presses 1 to 9 outside the box, then that saved comment is inserted; in the box, the digit is typed", async () => {
    fakeApi();
    await openReview();
    await userEvent.keyboard("2");
    expect(commentBox()).toHaveValue("Check your spelling.");
    await userEvent.keyboard("1");
    expect(commentBox()).toHaveValue("Check your spelling. Well done!");
    // There is no fourth: nothing happens.
    await userEvent.keyboard("4");
    expect(commentBox()).toHaveValue("Check your spelling. Well done!");
    await userEvent.click(commentBox());
    await userEvent.keyboard("3");
    expect(commentBox()).toHaveValue("Check your spelling. Well done!3");
    expect(screen.getByText("Added to the comment: Well done!")).toBeInTheDocument();
  });

  it("When a number is pressed with Ctrl, Alt or Meta, then nothing is inserted", async () => {
    fakeApi();
    await openReview();
    await userEvent.keyboard("{Control>}1{/Control}{Alt>}2{/Alt}{Meta>}3{/Meta}");
    expect(commentBox()).toHaveValue("");
  });

  it("When an insertion would make the comment longer than a review takes, then it is not inserted and the dialog says why", async () => {
    fakeApi({ comments: ["x".repeat(400)] });
    renderWithApp(<Screen tasks={PROOFS} />, { user: testUser({ _id: "admin-1", role: "admin" }) });
    await userEvent.click(screen.getByRole("button", { name: "Open Diary" }));
    const dialog = await screen.findByRole("dialog", { name: "Review: Diary" });
    const chip = await within(dialog).findByRole("button", { name: "x".repeat(400) });
    await userEvent.click(chip);
    await userEvent.click(chip);
    expect(commentBox()).toHaveValue(`${"x".repeat(400)} ${"x".repeat(400)}`);
    await userEvent.click(chip);
    expect(commentBox()).toHaveValue(`${"x".repeat(400)} ${"x".repeat(400)}`);
    expect(within(dialog).getByText("Please keep it under 1000 characters")).toBeVisible();
  });

  it("When the admin has no saved comments, then the dialog says so, and the number keys do nothing", async () => {
    fakeApi({ comments: [] });
    renderWithApp(<Screen tasks={PROOFS} />, { user: testUser({ _id: "admin-1", role: "admin" }) });
    await userEvent.click(screen.getByRole("button", { name: "Open Diary" }));
    const dialog = await screen.findByRole("dialog", { name: "Review: Diary" });
    expect(await within(dialog).findByText("No saved comments yet: add the ones you write often.")).toBeVisible();
    act(() => dialog.focus());
    await userEvent.keyboard("1");
    expect(commentBox()).toHaveValue("");
    expect(dialog).toHaveAttribute("aria-keyshortcuts", "ArrowLeft ArrowRight A R");
  });
});

describe("The review dialog's keys", () => {
  resetFetchAndCookiesAfterEach();

  it("When the dialog opens, then it names its keys for assistive technology and in a line a sighted user reads", async () => {
    fakeApi();
    const dialog = await openReview();
    expect(dialog).toHaveAttribute("aria-keyshortcuts", "ArrowLeft ArrowRight A R 1 2 3");
    expect(within(dialog).getByRole("button", { name: "Approve" })).toHaveAttribute("aria-keyshortcuts", "A");
    expect(within(dialog).getByRole("button", { name: "Next" })).toHaveAttribute("aria-keyshortcuts", "ArrowRight");
    expect(within(dialog).getByRole("button", { name: "Previous" })).toHaveAttribute("aria-keyshortcuts", "ArrowLeft");
    expect(commentBox()).toHaveAttribute("aria-keyshortcuts", "R");
    expect(within(dialog).getByRole("button", { name: SAVED[0] })).toHaveAttribute("aria-keyshortcuts", "1");
    expect(within(dialog).getByTestId("review-keys")).toHaveTextContent(
      "Keys: A approve · R reason to send it back · ← → previous and next · 1–9 saved comments",
    );
  });

  it("When the reader's language is Spanish, then the line of keys is in Spanish", async () => {
    await showLanguage("es");
    try {
      fakeApi();
      renderWithApp(<Screen tasks={PROOFS} />, { user: testUser({ _id: "admin-1", role: "admin", language: "es" }) });
      await userEvent.click(screen.getByRole("button", { name: "Open Diary" }));
      const dialog = await screen.findByRole("dialog", { name: "Revisión: Diary" });
      await within(dialog).findByRole("button", { name: SAVED[0] });
      expect(within(dialog).getByTestId("review-keys")).toHaveTextContent(
        "Teclas: A aprobar · R motivo para devolverla · ← → anterior y siguiente · 1–9 comentarios guardados",
      );
    } finally {
      await showLanguage("en");
    }
  });

  it("When the admin presses A, then the proof is approved with the comment, and the next proof is in front with the focus in the dialog", async () => {
    const api = fakeApi();
    await openReview();
    await userEvent.keyboard("1");
    await userEvent.keyboard("a");
    await waitFor(() =>
      expect(api.reviews).toEqual([
        {
          taskId: "t1",
          body: { decision: "approve", proofUrl: "/api/files/proofs/user-1/t1.jpg", comment: "Well done!" },
        },
      ]),
    );
    const next = await screen.findByRole("dialog", { name: "Review: Story" });
    expect(within(next).getByText("Task approved: Diary")).toBeInTheDocument();
    expect(within(next).getByText("1 of 2")).toBeInTheDocument();
    expect(commentBox()).toHaveValue("");
    expect(next).toHaveFocus();
    // The keys go on from there.
    await userEvent.keyboard("A");
    await screen.findByRole("dialog", { name: "Review: Poem" });
    expect(api.reviews.map((review) => review.taskId)).toEqual(["t1", "t2"]);
    expect(api.reviews[1]?.body).toEqual({ decision: "approve", proofUrl: "/api/files/proofs/user-1/t2.jpg" });
  });

  it("When the admin presses R, then the reason box has the focus without an R in it; Shift+Enter is a new line and Enter sends the proof back", async () => {
    const api = fakeApi();
    const dialog = await openReview();
    await userEvent.keyboard("r");
    expect(commentBox()).toHaveFocus();
    expect(commentBox()).toHaveValue("");
    expect(within(dialog).getByText("Enter sends it back to redo; Shift+Enter starts a new line.")).toBeVisible();
    await userEvent.keyboard("Blurred photo.{Shift>}{Enter}{/Shift}Take it again.");
    expect(commentBox()).toHaveValue("Blurred photo.\nTake it again.");
    expect(api.reviews).toEqual([]);
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(api.reviews).toEqual([
        {
          taskId: "t1",
          body: {
            decision: "redo",
            proofUrl: "/api/files/proofs/user-1/t1.jpg",
            reason: "Blurred photo.\nTake it again.",
          },
        },
      ]),
    );
    const next = await screen.findByRole("dialog", { name: "Review: Story" });
    expect(within(next).getByText("Sent back to redo: Diary")).toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it("When R is pressed and Enter comes with nothing typed, then nothing is sent and the reason is asked for", async () => {
    const api = fakeApi();
    const dialog = await openReview();
    await userEvent.keyboard("r{Enter}");
    expect(within(dialog).getByText("Please say what needs to be redone")).toBeVisible();
    expect(api.reviews).toEqual([]);
  });

  it("When the box was reached without R (a click), then Enter there is a new line, not a send-back", async () => {
    const api = fakeApi();
    await openReview();
    await userEvent.click(commentBox());
    await userEvent.keyboard("Good{Enter}work");
    expect(commentBox()).toHaveValue("Good\nwork");
    expect(api.reviews).toEqual([]);
  });

  it("When a or r is typed in the box, then it is text, not a decision", async () => {
    const api = fakeApi();
    await openReview();
    await userEvent.click(commentBox());
    await userEvent.keyboard("a rare read");
    expect(commentBox()).toHaveValue("a rare read");
    expect(api.reviews).toEqual([]);
  });

  it("When A or R comes with Ctrl, Alt or Meta, then nothing is decided", async () => {
    const api = fakeApi();
    await openReview();
    await userEvent.keyboard("{Control>}a{/Control}{Alt>}a{/Alt}{Meta>}a{/Meta}{Control>}r{/Control}");
    expect(api.reviews).toEqual([]);
    expect(commentBox()).not.toHaveFocus();
  });

  it("When a decision is on its way, then no key does anything until it has come back", async () => {
    const api = fakeApi({ hold: true });
    const dialog = await openReview();
    await userEvent.keyboard("a");
    await waitFor(() => expect(api.reviews).toHaveLength(1));
    await userEvent.keyboard("a2{ArrowRight}r");
    expect(api.reviews).toHaveLength(1);
    expect(commentBox()).toHaveValue("");
    expect(commentBox()).not.toHaveFocus();
    expect(within(dialog).getByText("1 of 3")).toBeInTheDocument();
    await api.release();
    await screen.findByRole("dialog", { name: "Review: Story" });
  });

  it("When the arrows are pressed outside the box, then they go through the list; in the box they move the cursor", async () => {
    fakeApi();
    await openReview();
    await userEvent.keyboard("{ArrowRight}");
    expect(await screen.findByRole("dialog", { name: "Review: Story" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(await screen.findByRole("dialog", { name: "Review: Poem" })).toBeInTheDocument();
    await userEvent.keyboard("{ArrowLeft}");
    expect(await screen.findByRole("dialog", { name: "Review: Story" })).toBeInTheDocument();
    await userEvent.click(commentBox());
    await userEvent.keyboard("ab{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("dialog", { name: "Review: Story" })).toBeInTheDocument();
  });

  it("When the last proof is decided, then the dialog closes", async () => {
    fakeApi();
    await openReview([PROOFS[0] as Task]);
    await userEvent.keyboard("a");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
