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
