/**
 * The machine's floor for the Lighthouse figures: two reference pages measured with the same settings as the
 * app's, a static HTML page and the smallest React page (React 19 rendering a heading and a list, built by
 * Vite from the app's own React), so that the table shows what this machine gives a page with no app in it.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import type { LighthousePage } from "./lighthouse";

/** The reference pages, as the bench lists them: served by the floor's own server, nobody signed in. */
export const FLOOR_PAGES: LighthousePage[] = [
  { id: "floor-static", path: "/static.html", session: "none" },
  { id: "floor-react", path: "/react.html", session: "none" },
];

const HEAD = `<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A reference page for the benchmark." />
    <link rel="icon" href="data:," />`;

const STATIC_HTML = `<!doctype html>
<html lang="en">
  <head>
    ${HEAD}
    <title>Static reference page</title>
  </head>
  <body>
    <main><h1>A static page</h1><p>Nothing but this text.</p></main>
  </body>
</html>
`;

const REACT_HTML = `<!doctype html>
<html lang="en">
  <head>
    ${HEAD}
    <title>React reference page</title>
    <script type="module" src="./react-main.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// No JSX, so that Vite needs no plugin: what React itself costs to start and render a small tree.
const REACT_MAIN = `import { createElement as h } from "react";
import { createRoot } from "react-dom/client";

function Page() {
  const items = Array.from({ length: 20 }, (_, index) => h("li", { key: index }, "Item " + (index + 1)));
  return h("main", null, h("h1", null, "A React page"), h("ul", null, items));
}

createRoot(document.getElementById("root")).render(h(Page));
`;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

/** Builds the reference pages into `dir` and serves them (gzip, as Hosting does); `stop` closes the server. */
export async function serveFloorPages(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const source = path.join(dir, "source");
  const out = path.join(dir, "dist");
  await mkdir(source, { recursive: true });
  await Promise.all([
    writeFile(path.join(source, "static.html"), STATIC_HTML),
    writeFile(path.join(source, "react.html"), REACT_HTML),
    writeFile(path.join(source, "react-main.js"), REACT_MAIN),
  ]);
  await build({
    root: source,
    configFile: false,
    logLevel: "warn",
    build: {
      outDir: out,
      emptyOutDir: true,
      rollupOptions: { input: [path.join(source, "static.html"), path.join(source, "react.html")] },
    },
  });
  const server: Server = createServer((request, response) => {
    const name = path.normalize(decodeURIComponent(new URL(request.url ?? "/", "http://floor").pathname));
    const file = path.join(out, name);
    if (!file.startsWith(out + path.sep) || !(path.extname(file) in TYPES)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
        response.writeHead(200, {
          "content-type": TYPES[path.extname(file)],
          "cache-control": "no-cache",
          ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
        });
        response.end(gzip ? gzipSync(body) : body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
