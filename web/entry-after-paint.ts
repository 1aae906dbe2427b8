import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * The built page paints before the app's code runs: its stylesheet is inlined (a first frame that waits for
 * no request but the page's own) and the entry's module script becomes a modulepreload link, fetched from the
 * start as before, that start-app.js imports once the first frame is painted. On a phone the top bar, or an
 * admin screen's pre-rendered frame, then shows without waiting for the 150 KB entry to download and run.
 */
export function entryAfterFirstPaint(): Plugin {
  return {
    name: "entry-after-first-paint",
    apply: "build",
    // The lazy chunks list the entry's stylesheet among the files to load before them; with no <link> for it
    // in the page, Vite's loader would link it again (a second download, every rule applied twice) and wait
    // for it. Listed as the entry's script instead, which the page has linked, the loader skips it.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        forgetEntryCss(bundle);
      },
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        return deferEntry(html, (file) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== "asset") throw new Error(`no ${file} in the bundle`);
          return String(asset.source);
        });
      },
    },
  };
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** `html` with its stylesheet inlined (`readCss` gives a file's text) and its entry script only preloaded. */
export function deferEntry(html: string, readCss: (file: string) => string): string {
  const entries = [...html.matchAll(ENTRY)].length;
  if (entries !== 1) throw new Error(`expected one entry module script in index.html, found ${entries}`);
  if (!html.includes("link[data-app-entry]")) throw new Error("index.html lost start-app.js, which runs the entry");
  return html
    .replace(STYLESHEET, (_tag, file: string) => `<style>${readCss(file)}</style>`)
    .replace(ENTRY, (_tag, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-app-entry>`);
}

/** Vite's list of the files each lazy import needs first (`__vite__mapDeps`), in the chunks that have one. */
const DEPENDENCY_LIST = /^const __vite__mapDeps=.*$/m;

/** In every chunk's dependency list, the entry's stylesheet (inlined in every page) replaced by its script. */
export function forgetEntryCss(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry);
  const css = [...(entry?.viteMetadata?.importedCss ?? [])];
  if (!entry || css.length !== 1) throw new Error(`expected the entry to have one stylesheet, found ${css.length}`);
  const listed = JSON.stringify(css[0]);
  for (const chunk of chunks) {
    chunk.code = chunk.code.replace(DEPENDENCY_LIST, (list) => list.replaceAll(listed, JSON.stringify(entry.fileName)));
  }
}
