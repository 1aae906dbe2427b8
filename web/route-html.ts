import type { OutputAsset, OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * The pages of the routes that visits start on name their lazy screen's modules and first GET requests (the
 * `screen-modules` and `screen-data` metas), and start-app.js starts them once the first frame is painted:
 * the browser fetches the screen and its data beside the entry script instead of after running it, and the
 * first paint waits for none of it. For each page, `<page>.html` as the bundle already has it (a pre-rendered page,
 * prerender-html.ts, listed before this plugin) or else a copy of index.html; Hosting serves it at the route
 * (firebase.json). Every other path gets index.html and loads its screen on demand, as before.
 */
export function routeHtml(routes: Record<string, RouteScreen>, apiBaseUrl = ""): Plugin {
  return {
    name: "route-html",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = htmlAsset(bundle, "index.html");
      if (!index) throw new Error("index.html not built");
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("no entry chunk");
      const loaded = staticClosure(bundle, entry.fileName);
      const base = apiBaseUrl.replace(/\/$/, "");
      for (const [page, { screen, data = [] }] of Object.entries(routes)) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(screen));
        if (!chunk) throw new Error(`no chunk for ${screen}`);
        const screenChunks = [...staticClosure(bundle, chunk.fileName)].filter((fileName) => !loaded.has(fileName));
        const modules = screenChunks.map((fileName) => `/${fileName}`);
        const styles = screenChunks.flatMap((fileName) => [...stylesOf(bundle, fileName)].map((css) => `/${css}`));
        const fileName = `${page}.html`;
        const existing = htmlAsset(bundle, fileName);
        const source = withScreen(
          String((existing ?? index).source),
          modules,
          data.map((path) => `${base}${path}`),
          styles,
        );
        if (existing) existing.source = source;
        else this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}

function htmlAsset(bundle: OutputBundle, fileName: string): OutputAsset | undefined {
  const output = bundle[fileName];
  return output?.type === "asset" && typeof output.source === "string" ? output : undefined;
}

/**
 * `html` naming the screen's `modules`, first `data` and stylesheets (`styles`, which its modules' loader links
 * before running them) for start-app.js, at the end of its <head>.
 */
export function withScreen(html: string, modules: string[], data: string[], styles: string[] = []): string {
  if (!/\n\s*<\/head>/.test(html)) throw new Error("the page has no </head>");
  const meta = (name: string, urls: string[]) =>
    urls.length === 0 ? "" : `\n    <meta name="${name}" content="${urls.join(" ")}">`;
  return html.replace(
    /\n\s*<\/head>/,
    (end) => `${meta("screen-modules", modules)}${meta("screen-styles", styles)}${meta("screen-data", data)}${end}`,
  );
}

/**
 * A route's screen: the module router.tsx loads on demand, and the API paths it GETs first, exactly as the
 * app writes them (`{monday}` and `{sunday}`: this week's on the device's calendar, filled in by start-app.js).
 */
export interface RouteScreen {
  screen: string;
  data?: string[];
}

/** The stylesheets Vite links before running a chunk (the CSS its modules import). */
function stylesOf(bundle: OutputBundle, fileName: string): Set<string> {
  const chunk = bundle[fileName];
  return chunk?.type === "chunk" ? (chunk.viteMetadata?.importedCss ?? new Set()) : new Set();
}

/** A chunk and every chunk it imports statically, directly or not. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}
