import MagicString from "magic-string";
import type { Plugin } from "vite";

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const FIELD = "    _global,\n";

/**
 * Chakra's createSystem turns the whole theme into global CSS (reset, base styles, every token as a CSS
 * variable) before it returns, in the same task as building the token dictionary: on a slow phone the
 * longest task of the start-up. This build-time edit of Chakra 3's system module makes that CSS a getter,
 * worked out when ChakraProvider first asks for it, so main.tsx can run the two halves in separate tasks.
 * Nothing else changes. Should a Chakra release change these lines, the build fails here rather than
 * quietly losing the edit.
 */
export function chakraLazyGlobalCss(): Plugin {
  return {
    name: "chakra-lazy-global-css",
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(FIELD)) {
        throw new Error(`${id} no longer matches chakra-lazy-global.ts: update or remove the plugin`);
      }
      // The edit keeps the source map right (the build's maps point at Chakra's own lines).
      const edited = new MagicString(code);
      const eager = code.indexOf(EAGER);
      edited.overwrite(eager, eager + EAGER.length, "let _global;");
      const field = code.indexOf(FIELD);
      edited.overwrite(
        field,
        field + FIELD.length,
        "    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n",
      );
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
