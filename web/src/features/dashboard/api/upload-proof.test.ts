import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";
import { prepareProofImage } from "./upload-proof";

/** A compression worker that answers `answer`: a message, or an error event without words of its own. */
function stubWorker(answer: { error: string } | "crash") {
  vi.stubGlobal(
    "Worker",
    class {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onerror: ((event: { message: string }) => void) | null = null;
      postMessage() {
        queueMicrotask(() =>
          answer === "crash" ? this.onerror?.({ message: "" }) : this.onmessage?.({ data: answer }),
        );
      }
      terminate() {}
    },
  );
}

describe("A photo prepared before it is sent", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await showLanguage("en");
  });

  const photo = () => new File([new Uint8Array(8)], "notes.jpg", { type: "image/jpeg" });

  it("When the photo cannot be prepared, then the student is told so in Spanish", async () => {
    await showLanguage("es");
    stubWorker("crash");
    await expect(prepareProofImage(photo())).rejects.toThrow(/^No se pudo preparar la foto\.$/);
    stubWorker({ error: "canvas too large" });
    await expect(prepareProofImage(photo())).rejects.toThrow(/^No se pudo preparar la foto: canvas too large$/);
  });

  it("When the photo cannot be prepared in English, then the words are as they were", async () => {
    stubWorker("crash");
    await expect(prepareProofImage(photo())).rejects.toThrow(/^The photo could not be prepared\.$/);
    stubWorker({ error: "canvas too large" });
    await expect(prepareProofImage(photo())).rejects.toThrow(/^The photo could not be prepared: canvas too large$/);
  });
});
