/**
 * A spoken proof: what the app's recorder (MediaRecorder with the app's settings) makes of three minutes of
 * sound in Chromium (its fake microphone, a steady tone), and whether the server takes it as it is.
 */
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { AUDIO_MAX_SECONDS, RECORDING } from "@common/constants";
import type * as Tooling from "../../functions/src/tooling";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";

/**
 * The server's check, loaded as the CommonJS module it is: imported from this ES module, tsx would run it from
 * a data: URL, from which its `import("file-type")` (the package loads on the first recording) cannot resolve.
 */
const { identifyAudio } = createRequire(import.meta.url)("../../functions/src/tooling") as typeof Tooling;

export interface AudioFigures {
  seconds: number;
  bytes: number;
  contentType: string;
}

/** Records `seconds` of sound in real time (MediaRecorder cannot go faster than the sound it hears). */
export async function measureAudio(seconds = AUDIO_MAX_SECONDS): Promise<AudioFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  });
  try {
    const page = await browser.newPage();
    // A secure context (getUserMedia needs one) with nothing in it.
    await page.route("http://localhost/", (route) => route.fulfill({ body: "<!doctype html><title>bench</title>" }));
    await page.goto("http://localhost/");
    const base64 = await page.evaluate(
      async ({ seconds: length, recording }) => {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const type = recording.types.find((candidate) => MediaRecorder.isTypeSupported(candidate.mimeType));
        const media = new MediaRecorder(stream, {
          ...(type ? { mimeType: type.mimeType } : {}),
          audioBitsPerSecond: recording.audioBitsPerSecond,
        });
        const chunks: Blob[] = [];
        media.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => (media.onstop = resolve));
        media.start(1000);
        await new Promise((resolve) => setTimeout(resolve, length * 1000));
        media.stop();
        await stopped;
        stream.getTracks().forEach((track) => track.stop());
        const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
        let binary = "";
        for (let i = 0; i < bytes.length; i += 32_768) binary += String.fromCharCode(...bytes.subarray(i, i + 32_768));
        return btoa(binary);
      },
      { seconds, recording: RECORDING },
    );
    const bytes = Buffer.from(base64, "base64");
    const { contentType } = await identifyAudio(bytes);
    return { seconds, bytes: bytes.length, contentType };
  } finally {
    await browser.close();
  }
}
