import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { testTask } from "@/testing/tasks";
import { ReviewDialog } from "./review-dialog";

const proofUrl = "/api/files/proofs/user-1/a.jpg";
const task = testTask("Say your name", "2026-12-01", {
  category: "Speaking",
  proofUrl,
  proof: [{ url: proofUrl, kind: "image" }],
  submittedAt: "2026-11-30T10:00:00.000Z",
});

/** The review dialog of one proof, the API answering every call with a success. */
function renderDialog() {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(jsonResponse(200, { success: true, message: "Task approved", task })),
  );
  vi.stubGlobal("fetch", fetchMock);
  const onReviewed = vi.fn();
  renderWithApp(
    <ReviewDialog items={[task]} index={0} onIndexChange={() => {}} onReviewed={onReviewed} onClose={() => {}} />,
    { user: testUser({ role: "admin" }) },
  );
  return { fetchMock, onReviewed };
}

const voiceInput = () => screen.getByLabelText<HTMLInputElement>("Voice comment for the student (up to 2 minutes)");

/**
 * A browser that records: MediaRecorder whose recording is one chunk of sound once stopped, and a microphone that
 * is always granted.
 */
class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith("audio/webm");
  mimeType = "audio/webm";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {}
  stop() {
    this.ondataavailable?.({ data: new Blob(["sound"], { type: "audio/webm" }) });
    this.onstop?.();
  }
}

describe("A voice comment in the review dialog", () => {
  resetFetchAndCookiesAfterEach();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:voice");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, "mediaDevices");
  });

  it("When the admin chooses a recording and approves with a comment, then the review goes as multipart with it", async () => {
    const { fetchMock, onReviewed } = renderDialog();
    const voice = new File(["sound"], "comment.ogg", { type: "audio/ogg" });
    fireEvent.change(voiceInput(), { target: { files: [voice] } });
    expect(screen.getByLabelText("Your voice comment")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Comment for the student/), { target: { value: "Lovely vowels." } });
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledWith(task._id));
    const [url, init] = fetchMock.mock.calls.find(([called]) => called.startsWith("/api/tasks/")) ?? [];
    expect(url).toMatch(/\/api\/tasks\/Say%20your%20name\/review-with-voice$/);
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== "voice"))).toEqual({
      decision: "approve",
      proofUrl,
      comment: "Lovely vowels.",
    });
    expect((form.get("voice") as File).name).toBe("comment.ogg");
  });

  it("When the admin sends it back with a reason and no recording, then the review goes as JSON, as before", async () => {
    const { fetchMock, onReviewed } = renderDialog();
    fireEvent.change(screen.getByLabelText(/Comment for the student/), { target: { value: "Slower, please." } });
    fireEvent.click(screen.getByRole("button", { name: "Needs redo" }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([called]) => called.startsWith("/api/tasks/")) ?? [];
    expect(url).toMatch(/\/api\/tasks\/Say%20your%20name\/review$/);
    expect(JSON.parse(String(init?.body))).toEqual({ decision: "redo", proofUrl, reason: "Slower, please." });
  });

  it("When a chosen recording is over the voice comment's size, then the toast says so and nothing is kept", async () => {
    renderDialog();
    const long = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "long.wav", { type: "audio/wav" });
    fireEvent.change(voiceInput(), { target: { files: [long] } });
    expect(
      await screen.findByText("The voice comment is too large: send one under 5 MB (about 2 minutes)"),
    ).toBeVisible();
    expect(screen.queryByLabelText("Your voice comment")).not.toBeInTheDocument();
  });

  it("When the admin records, then the clock runs to two minutes and the decisions wait until the recording stops", async () => {
    vi.stubGlobal("MediaRecorder", FakeRecorder);
    const track = { stop: vi.fn() };
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [track] }) },
    });
    renderDialog();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Record audio" })));
    expect(screen.getByRole("timer")).toHaveTextContent("0:00 / 2:00");
    expect(screen.getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Needs redo" })).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Stop recording" })));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByLabelText("Your voice comment")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled();
  });

  it("When the reader's language is Spanish, then the block and its player are named in Spanish", async () => {
    await showLanguage("es");
    try {
      renderDialog();
      const input = screen.getByLabelText<HTMLInputElement>("Comentario de voz para el estudiante (hasta 2 minutos)");
      fireEvent.change(input, { target: { files: [new File(["x"], "c.webm", { type: "audio/webm" })] } });
      expect(screen.getByLabelText("Tu comentario de voz")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Quitar la grabación" })).toBeVisible();
    } finally {
      await showLanguage("en");
    }
  });
});
