/**
 * The machine's floor (docs/performance.md): the smallest Chakra page, built and started as the app is, and the
 * data floor, that page signed in, asking the session and a student's tasks at once and painting its rows once
 * both have answered; and the rule a route is judged by against its floor.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { ROOT } from "../lib/stack";
import type { BenchPage } from "./pages";
import { ms } from "./report";
import type { Build } from "./browser";

/** The floor a route is judged against: the Chakra page for nobody signed in, else the data floor (as the student). */
export const floorOf = (page: BenchPage): BenchPage =>
  page.session === "none"
    ? { id: "floor-chakra", path: "/chakra.html", session: "none" }
    : { id: "floor-data", path: "/data.html", session: "student" };

/** A route's or a floor's medians over its runs: the performance score, Total Blocking Time and LCP (ms). */
export type Summary = { score: number; tbt: number; lcp: number };

export const describeSummary = ({ score, tbt, lcp }: Summary) => `${score.toFixed(0)}, TBT ${ms(tbt)}, LCP ${ms(lcp)}`;
const signed = (value: number, unit = "") =>
  `${value >= 0 ? "+" : "−"}${Math.round(Math.abs(value)).toLocaleString("en-US")}${unit}`;

/** The mobile rule: a route's median score at most 5 under its floor's, TBT at most 100 ms and LCP 0.5 s over. */
export function judge(route: Summary, floor: Summary) {
  return {
    pass: route.score >= floor.score - 5 && route.tbt <= floor.tbt + 100 && route.lcp <= floor.lcp + 500,
    difference:
      `${signed(route.score - floor.score)}, TBT ${signed(route.tbt - floor.tbt, " ms")}, ` +
      `LCP ${signed(route.lcp - floor.lcp, " ms")} to the floor (${describeSummary(floor)})`,
  };
}

/** A page as web/index.html is: an empty root and the entry as a module script. */
const html = (title: string, main: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A reference page for the benchmark." />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./${main}"></script>
  </body>
</html>
`;

// No JSX, so that Vite needs no plugin; as web/src/main.tsx starts the app: the provider with the app's system
// around the first render.
const imports = (react: string) => `import { ${react} } from "react";
import { createRoot } from "react-dom/client";
import { ChakraProvider, Heading, Stack, Text } from "@chakra-ui/react";
import { system } from "${path.join(ROOT, "web/src/components/ui/system.ts")}";
`;

const CHAKRA_MAIN = `${imports("createElement as h")}
function Page() {
  const items = Array.from({ length: 20 }, (_, index) => h(Text, { as: "li", key: index }, "Item " + (index + 1)));
  return h(ChakraProvider, { value: system },
    h(Stack, { as: "main", gap: "4", p: "4" }, h(Heading, { as: "h1", size: "2xl" }, "A Chakra page"),
      h(Text, { color: "fg.muted" }, "The app's Chakra system."), h(Stack, { as: "ul", gap: "1" }, items)),
  );
}

createRoot(document.getElementById("root")).render(h(Page));
`;

// The session, a student's tasks and the list's code (one chunk on demand, as each of the app's screens is) asked
// for at once as the module starts (as the app asks for a screen's data with its code); the rows painted once here.
const DATA_MAIN = `${imports("createElement as h, useEffect, useState")}
const token = document.cookie.split("; ").find((part) => part.startsWith("XSRF-TOKEN="));
const headers = { Accept: "application/json", ...(token ? { "X-XSRF-TOKEN": decodeURIComponent(token.slice(11)) } : {}) };
const ask = (path) => fetch(path, { credentials: "include", headers }).then((answer) => answer.json());
const answers = Promise.all([ask("/api/users/is-auth"), ask("/api/tasks/get"), import("./data-list.tsx")]);

function Page() {
  const [shown, setShown] = useState(null);
  useEffect(() => {
    void answers.then(([session, data, { List }]) =>
      setShown({ List, name: session.user ? session.user.name : "nobody",
        rows: Array.from({ length: 20 }, (_, index) => (data.tasks && data.tasks[index] ? data.tasks[index].name : "Item " + (index + 1))),
      }),
    );
  }, []);
  return h(ChakraProvider, { value: system },
    h(Stack, { as: "main", gap: "4", p: "4" }, h(Heading, { as: "h1", size: "2xl" }, "A signed-in Chakra page"),
      shown && h(Text, { color: "fg.muted" }, "Signed in as " + shown.name),
      shown && h(shown.List, { rows: shown.rows })),
  );
}

createRoot(document.getElementById("root")).render(h(Page));
`;

const DATA_LIST = `${imports("createElement as h")}export const List = ({ rows }) => h(Stack, { as: "ul", gap: "1" }, rows.map((row, index) => h(Text, { as: "li", key: index }, row)));
`;

/** Builds the floor's two pages into `dir` (served without rewrites). */
export async function buildFloor(dir: string): Promise<Build> {
  const source = path.join(dir, "source");
  await mkdir(source, { recursive: true });
  await Promise.all([
    writeFile(path.join(source, "chakra.html"), html("Chakra reference page", "chakra-main.tsx")),
    writeFile(path.join(source, "chakra-main.tsx"), CHAKRA_MAIN),
    writeFile(path.join(source, "data.html"), html("Signed-in data reference page", "data-main.tsx")),
    writeFile(path.join(source, "data-main.tsx"), DATA_MAIN),
    writeFile(path.join(source, "data-list.tsx"), DATA_LIST),
  ]);
  const dist = path.join(dir, "dist");
  // Chakra's and Ark's modules open with "use client", which the bundler reports at the warning level.
  const input = ["chakra.html", "data.html"].map((page) => path.join(source, page));
  await build({
    root: source,
    configFile: false,
    logLevel: "error",
    build: { outDir: dist, emptyOutDir: true, rollupOptions: { input } },
  });
  return { dist };
}
