import sharp from "sharp";

/** Real image bytes made on the spot, so the tests need no binary fixtures. */
export const pngBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#0d9488" } })
    .png()
    .toBuffer();

export const jpegBytes = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#f59e0b" } })
    .jpeg()
    .toBuffer();

export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const HTML_BYTES = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");

/** An animated GIF of `frames` small frames (alternating colours, so no frame is merged into another). */
export async function animatedGifBytes(frames: number, edge = 8): Promise<Buffer> {
  const colours = await Promise.all(
    ["#0d9488", "#f59e0b"].map((background) =>
      sharp({ create: { width: edge, height: edge, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  const list = Array.from({ length: frames }, (_, i) => colours[i % 2] as Buffer);
  return sharp(list, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A 1-bit PNG of many pixels: a few kilobytes that decode to `megapixels` million pixels. */
export const hugePngBytes = (megapixels: number) => {
  const edge = Math.ceil(Math.sqrt(megapixels * 1_000_000));
  return sharp({ create: { width: edge, height: edge, channels: 3, background: "#ffffff" } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
};
