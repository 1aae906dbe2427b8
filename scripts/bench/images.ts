/**
 * Proof photos: a 12-megapixel phone JPEG (about 4 MB, taken sideways) shrunk in Chromium by the same image
 * library and options the app uses, in a worker as the app runs it; and the size of the verification
 * thumbnail the API stores for it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../lib/chromium";
import sharp from "sharp";
import { PROOF_COMPRESSION } from "@common/constants";
import { thumbnail } from "../../functions/src/tooling";

export interface ImageFigures {
  inputBytes: number;
  outputBytes: number;
  outputWidth: number;
  outputHeight: number;
  thumbnailBytes: number;
}

/** A sideways 4000×3000 photo with detail enough to weigh about what a phone's does. */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#6b8e23",
      noise: { type: "gaussian", mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function measureImages(): Promise<ImageFigures> {
  const input = await phonePhoto();
  const library = createRequire(import.meta.url).resolve("browser-image-compression/dist/browser-image-compression.js");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const result = await page.evaluate(
      async ({ base64, options, libraryCode }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const file = new File([bytes], "IMG_0001.jpg", { type: "image/jpeg" });
        // The library in a worker, as proof-compression.worker.ts runs it (on an OffscreenCanvas).
        const workerCode = `${libraryCode}
          self.onmessage = async (event) => {
            const output = await imageCompression(event.data.file, { ...event.data.options, useWebWorker: false });
            self.postMessage(output);
          };`;
        const worker = new Worker(URL.createObjectURL(new Blob([workerCode], { type: "text/javascript" })));
        const output = await new Promise<File>((resolve, reject) => {
          worker.onmessage = (event: MessageEvent<File>) => resolve(event.data);
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage({ file, options });
        });
        worker.terminate();
        const bitmap = await createImageBitmap(output, { imageOrientation: "from-image" });
        const outBytes = new Uint8Array(await output.arrayBuffer());
        let binary = "";
        for (let i = 0; i < outBytes.length; i += 32_768)
          binary += String.fromCharCode(...outBytes.subarray(i, i + 32_768));
        return { size: output.size, width: bitmap.width, height: bitmap.height, base64: btoa(binary) };
      },
      { base64: input.toString("base64"), options: PROOF_COMPRESSION, libraryCode: readFileSync(library, "utf8") },
    );
    const thumb = await thumbnail(Buffer.from(result.base64, "base64"));
    return {
      inputBytes: input.length,
      outputBytes: result.size,
      outputWidth: result.width,
      outputHeight: result.height,
      thumbnailBytes: thumb.length,
    };
  } finally {
    await browser.close();
  }
}
