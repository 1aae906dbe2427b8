import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";
import { renderWithApp, testUser } from "@/testing/render";
import { AudioProof } from "./audio-proof";
import { UploadProgress } from "./chosen-photos";

/** A browser that can record: MediaRecorder, and a microphone that `microphone` grants or refuses. */
function stubRecording(microphone: () => Promise<MediaStream>) {
  // Only that it exists counts until the microphone is granted.
  vi.stubGlobal("MediaRecorder", function MediaRecorder() {});
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia: microphone } });
}

describe("A Speaking task's recording, in Spanish", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "mediaDevices");
    await showLanguage("en");
  });

  it("When the browser cannot record, then the block, its advice and its button are in Spanish", async () => {
    await showLanguage("es");
    renderWithApp(<AudioProof recording={null} onChange={() => {}} />, { user: testUser() });
    expect(screen.getByText("Grabación de voz (hasta 3 minutos)")).toBeVisible();
    expect(screen.getByText("Este navegador no puede grabar audio: elige un archivo de audio.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Elegir un archivo de audio" })).toBeVisible();
  });

  it("When a file that is not a recording is chosen, then the toast says so in Spanish and nothing is kept", async () => {
    await showLanguage("es");
    const onChange = vi.fn();
    renderWithApp(<AudioProof recording={null} onChange={onChange} />, { user: testUser() });
    const input = screen.getByLabelText<HTMLInputElement>("Grabación de voz (hasta 3 minutos)");
    fireEvent.change(input, { target: { files: [new File(["x"], "notes.txt", { type: "text/plain" })] } });
    expect(await screen.findByText("Elige una grabación en WebM, Ogg, MP4 (AAC), MP3 o WAV")).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("When the microphone is refused, then the toast and its advice are in Spanish", async () => {
    await showLanguage("es");
    stubRecording(() => Promise.reject(new DOMException("Permission denied", "NotAllowedError")));
    renderWithApp(<AudioProof recording={null} onChange={() => {}} />, { user: testUser() });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Grabar audio" })));
    expect(await screen.findByText("No se pudo usar el micrófono")).toBeVisible();
    expect(screen.getByText("Permítelo en el navegador o elige un archivo de audio.")).toBeVisible();
  });

  it("When a recording is ready, then its player and the button that removes it are named in Spanish", async () => {
    await showLanguage("es");
    URL.createObjectURL = vi.fn(() => "blob:recording");
    URL.revokeObjectURL = vi.fn();
    const recording = new File(["x"], "recording.webm", { type: "audio/webm" });
    renderWithApp(<AudioProof recording={recording} onChange={() => {}} />, { user: testUser() });
    expect(screen.getByLabelText("Tu grabación")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Quitar la grabación" })).toBeVisible();
  });

  it("When a proof is on its way, then how far it has come is said in Spanish", async () => {
    await showLanguage("es");
    renderWithApp(
      <>
        <UploadProgress progress={0.4} />
        <UploadProgress progress={1} />
      </>,
      { user: testUser() },
    );
    expect(screen.getByText("Subiendo... 40 %")).toBeVisible();
    expect(screen.getByText("Procesando...")).toBeVisible();
  });
});
