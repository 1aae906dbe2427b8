import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * One HTML page per route that many visits start on, preloading that route's lazy screen: the browser
 * fetches the screen's modules beside the entry script instead of after running it (one round trip
 * less before a student's dashboard shows). Hosting serves `<route>.html` for the route (firebase.json);
 * every other path gets index.html and loads its screen on demand, as before.
 */
export function routeHtml(routes: Record<string, string>): Plugin {
  return {
    name: "route-html",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset" || typeof index.source !== "string") throw new Error("index.html not built");
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("no entry chunk");
      const loaded = staticClosure(bundle, entry.fileName);
      for (const [page, screen] of Object.entries(routes)) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(screen));
        if (!chunk) throw new Error(`no chunk for ${screen}`);
        const preloads = [...staticClosure(bundle, chunk.fileName)]
          .filter((fileName) => !loaded.has(fileName))
          .map((fileName) => `\n    <link rel="modulepreload" crossorigin href="/${fileName}">`);
        this.emitFile({
          type: "asset",
          fileName: `${page}.html`,
          source: index.source.replace(/\n\s*<\/head>/, (end) => `${preloads.join("")}${end}`),
        });
      }
    },
  };
}

/** A chunk and every chunk it imports statically, directly or not. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === "chunk") for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}
