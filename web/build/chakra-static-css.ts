// A Vite plugin: Chakra UI's global CSS as a stylesheet made at build time, and the two edits of Chakra that use it.
import type { SystemContext } from "@chakra-ui/react";
import MagicString from "magic-string";
import { runnerImport, type Plugin } from "vite";

/** The module the app imports for its global CSS: `import "virtual:chakra-global.css"` (main.tsx). */
export const GLOBAL_CSS_MODULE = "virtual:chakra-global.css";
const RESOLVED_GLOBAL_CSS = `\0${GLOBAL_CSS_MODULE}`;

const CHAKRA_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/](system|provider)\.js(\?.*)?$/;

/** The edits of Chakra 3's own modules, each line exactly as the installed release has it. */
const EDITS: Record<string, { from: string; to: string }[]> = {
  // createSystem works the global CSS out before it returns: made a getter, it is never worked out at all.
  system: [
    { from: "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];", to: "let _global;" },
    {
      from: "    _global,\n",
      to: "    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n",
    },
  ],
  // ChakraProvider writes the global CSS into the page at run time: the build's stylesheet has it already.
  provider: [
    {
      from: "    !sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: sys.layers.atRule }),\n",
      to: "",
    },
    { from: "    /* @__PURE__ */ jsx(Global, { styles: sys._global }),\n", to: "" },
  ],
};

/**
 * Chakra UI's global CSS (the layer order, the reset, base styles and every token as a CSS variable) as a
 * stylesheet made at build time, instead of CSS worked out from the theme and serialized by Emotion on
 * every page load: on a slow phone that was a good part of the start-up's main-thread work.
 *
 * The stylesheet is what ChakraProvider itself renders for the app's system (`systemModule`, exporting
 * `getSystem`), rendered once on the server side, so it cannot drift from the theme. In the browser build
 * two small edits of Chakra's modules then stop it being made again: createSystem no longer works it out
 * and ChakraProvider no longer writes it. Should a Chakra release change those lines, the build fails here
 * rather than quietly losing an edit. The dev server makes the same edits (vite.config.ts keeps Chakra out
 * of its pre-bundled dependencies, which would skip them), so it renders as the build does.
 */
export function chakraStaticCss(systemModule: string): Plugin {
  return {
    name: "chakra-static-css",
    resolveId(id) {
      return id === GLOBAL_CSS_MODULE ? RESOLVED_GLOBAL_CSS : null;
    },
    async load(id) {
      if (id !== RESOLVED_GLOBAL_CSS) return null;
      const { module, dependencies } = await runnerImport<{ system: SystemContext }>(systemModule, {
        configFile: false,
        logLevel: "warn",
      });
      for (const file of [systemModule, ...dependencies]) this.addWatchFile(file);
      return renderGlobalCss(module.system);
    },
    transform(code, id) {
      const match = CHAKRA_MODULE.exec(id);
      if (!match?.[1]) return null;
      const edited = new MagicString(code);
      for (const { from, to } of EDITS[match[1]] ?? []) {
        const at = code.indexOf(from);
        if (at < 0 || code.indexOf(from, at + 1) >= 0) {
          throw new Error(`${id} no longer matches chakra-static-css.ts: update or remove the plugin`);
        }
        edited.overwrite(at, at + from.length, to);
      }
      // The edit keeps the source map right (the build's maps point at Chakra's own lines).
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}

/** The global CSS that ChakraProvider renders for `system`, in its order. */
async function renderGlobalCss(system: SystemContext): Promise<string> {
  const [{ ChakraProvider }, { createElement }, { renderToStaticMarkup }] = await Promise.all([
    import("@chakra-ui/react"),
    import("react"),
    import("react-dom/server"),
  ]);
  const html = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  const style = /<style data-emotion="[^"]*"[^>]*>([\s\S]*?)<\/style>/g;
  const sheets = [...html.matchAll(style)].map((found) => found[1]);
  if (sheets.length === 0 || html.replace(style, "") !== "") {
    throw new Error(`ChakraProvider rendered more than its global styles: ${html.slice(0, 200)}`);
  }
  return sheets.join("\n");
}
