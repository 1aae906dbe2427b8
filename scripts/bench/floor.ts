/**
 * The machine's floor for the Lighthouse figures: reference pages measured with the same settings as the
 * app's, so that the table shows what this machine gives a page with none of the app in it: a static HTML
 * page; the smallest React page (React 19 rendering a heading and a list, built by Vite from the app's own
 * React); and the smallest Chakra page (the same heading and list as Chakra components, with the app's own
 * Chakra system and start-up: its build-time global CSS, the system made in a task of its own, the first
 * render as a transition), what the stack itself costs before any of the app's screens. The React and Chakra
 * pages paint a pre-rendered first frame and start after it, as the app's pages do (`appPage`).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { chakraStaticCss, GLOBAL_CSS_MODULE } from "../../web/chakra-static-css";
import { ROOT } from "../lib/stack";
import type { LighthousePage } from "./lighthouse";

const SYSTEM_MODULE = path.join(ROOT, "web/src/components/ui/system.ts");

/** The reference pages, as the bench lists them: served by the floor's own server, nobody signed in. */
export const FLOOR_PAGES: (LighthousePage & { label: string })[] = [
  { id: "floor-static", path: "/static.html", session: "none", label: "a static page" },
  { id: "floor-react", path: "/react.html", session: "none", label: "the smallest React page" },
  { id: "floor-chakra", path: "/chakra.html", session: "none", label: "the smallest Chakra page" },
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

/**
 * A page in the app's own pattern: its first frame (a heading) is in the HTML, painted before any script has
 * run, and its code is asked for once that frame is painted (as web/start-app.js does), so that, as in the
 * app, the start-up runs after the first contentful paint, where Lighthouse counts it as blocking time.
 */
const appPage = (title: string, heading: string, main: string, stylesheet?: string) => `<!doctype html>
<html lang="en">
  <head>
    ${HEAD}
    <title>${title}</title>
    <script type="module">
      ${stylesheet ? `import "${stylesheet}";` : ""}
      requestAnimationFrame(() => setTimeout(() => import("${main}")));
    </script>
  </head>
  <body>
    <div id="root"><main><h1>${heading}</h1></main></div>
  </body>
</html>
`;

const REACT_HTML = appPage("React reference page", "A React page", "./react-main.js");

// No JSX, so that Vite needs no plugin: what React itself costs to start and render a small tree.
const REACT_MAIN = `import { createElement as h } from "react";
import { createRoot } from "react-dom/client";

function Page() {
  const items = Array.from({ length: 20 }, (_, index) => h("li", { key: index }, "Item " + (index + 1)));
  return h("main", null, h("h1", null, "A React page"), h("ul", null, items));
}

createRoot(document.getElementById("root")).render(h(Page));
`;

// Chakra's global CSS is the first stylesheet, as the app's is.
const CHAKRA_HTML = appPage("Chakra reference page", "A Chakra page", "./chakra-main.tsx", GLOBAL_CSS_MODULE);

// As web/src/main.tsx starts the app: the system in a task of its own, then the first render as a transition.
const CHAKRA_MAIN = `import { createElement as h, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { ChakraProvider, Heading, Stack, Text } from "@chakra-ui/react";
import { getSystem } from "${SYSTEM_MODULE}";

function Page() {
  const items = Array.from({ length: 20 }, (_, index) => h(Text, { as: "li", key: index }, "Item " + (index + 1)));
  return h(
    ChakraProvider,
    { value: getSystem() },
    h(Stack, { as: "main", gap: "4", p: "4" }, h(Heading, { as: "h1", size: "2xl" }, "A Chakra page"),
      h(Text, { color: "fg.muted" }, "The app's Chakra system."), h(Stack, { as: "ul", gap: "1" }, items)),
  );
}

const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));
await yieldToBrowser();
getSystem();
await yieldToBrowser();
const root = createRoot(document.getElementById("root"));
startTransition(() => root.render(h(Page)));
`;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
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
    writeFile(path.join(source, "chakra.html"), CHAKRA_HTML),
    writeFile(path.join(source, "chakra-main.tsx"), CHAKRA_MAIN),
  ]);
  await build({
    root: source,
    configFile: false,
    // Chakra's and Ark's modules open with "use client", which the bundler reports at the warning level.
    logLevel: "error",
    plugins: [chakraStaticCss(SYSTEM_MODULE)],
    build: {
      outDir: out,
      emptyOutDir: true,
      rollupOptions: { input: ["static.html", "react.html", "chakra.html"].map((page) => path.join(source, page)) },
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
