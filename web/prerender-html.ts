import { runnerImport, type AliasOptions, type Plugin } from "vite";

export interface PrerenderOptions {
  /** The module exporting `prerender(url)`, which returns React's markup for the address (src/prerender.tsx). */
  module: string;
  /** The app's import aliases (vite.config.ts), for loading that module in Node. */
  alias: AliasOptions;
  /** The page to emit (`<name>.html`) for each address; firebase.json serves each page at its address. */
  pages: Record<string, string>;
}

/**
 * Pages whose first frame is in the HTML: the app's own first render at the address (the admin layout and the
 * screen's heading, with a spinner where the content will be), drawn at build time with the app's
 * components, so that it is painted as soon as the page and its stylesheet have arrived instead of after
 * the 150 KB of script have downloaded and run. React's first render in the browser then replaces it with
 * the same elements in the same places; the Emotion styles it needs are in the page (and Emotion, finding
 * them there, does not write them again).
 */
export function prerenderedPages({ module, alias, pages }: PrerenderOptions): Plugin {
  return {
    name: "prerendered-pages",
    apply: "build",
    enforce: "post",
    async generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset" || typeof index.source !== "string") throw new Error("index.html not built");
      const { module: app } = await runnerImport<{ prerender: (url: string) => string }>(module, {
        configFile: false,
        resolve: { alias },
        logLevel: "warn",
      });
      for (const [name, url] of Object.entries(pages)) {
        this.emitFile({
          type: "asset",
          fileName: `${name}.html`,
          source: withFirstFrame(index.source, app.prerender(url)),
        });
      }
    },
  };
}

/** Emotion's server-side style elements: `data-emotion="<key> <id> <id>..."`. */
const EMOTION_STYLE = /<style data-emotion="([^" ]+) ?([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;
// #root and what follows it to </body>: comments and the inline start-up script (start-app.js).
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*(?:<!--[\s\S]*?-->\s*|<script>[\s\S]*?<\/script>\s*)*<\/body>)/;

/**
 * `html` with `markup` as the content of its #root and the markup's Emotion styles gathered in one element at
 * the end of <head> (after the stylesheet, whose `@layer` order must come first). Chakra's global styles
 * (`css-global`) are left out: the stylesheet has them (chakra-static-css.ts).
 */
export function withFirstFrame(html: string, markup: string): string {
  const ids: string[] = [];
  const rules: string[] = [];
  for (const [, key, names = "", css = ""] of markup.matchAll(EMOTION_STYLE)) {
    if (key === "css") {
      ids.push(...names.split(" ").filter(Boolean));
      rules.push(css);
    } else if (key !== "css-global") {
      throw new Error(`Unexpected Emotion cache key in the pre-rendered page: ${key}`);
    }
  }
  const content = markup.replace(EMOTION_STYLE, "");
  if (!ROOT.test(html) || !html.includes("</head>")) throw new Error("index.html has no #root or </head>");
  return html
    .replace(ROOT, (_root, end: string) => `<div id="root">${content}</div>${end}`)
    .replace("</head>", () => `  <style data-emotion="css ${ids.join(" ")}">${rules.join("")}</style>\n  </head>`);
}
