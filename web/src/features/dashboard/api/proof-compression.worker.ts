/**
 * Shrinks a proof photo off the page's thread, so that a large phone photo never freezes the page. A module
 * worker of the app's own origin (the CSP's worker-src 'self'): the image library's own worker would be
 * fetched from a CDN. In a worker the library draws on an OffscreenCanvas.
 */
import imageCompression from "browser-image-compression";
import { PROOF_COMPRESSION } from "@common/constants";

export type CompressionAnswer = { file: File } | { error: string };

self.onmessage = async ({ data }: MessageEvent<File>) => {
  let answer: CompressionAnswer;
  try {
    answer = { file: await imageCompression(data, { ...PROOF_COMPRESSION, useWebWorker: false }) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
