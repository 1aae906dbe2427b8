import { fileURLToPath } from "node:url";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-json";
import { LANGUAGES, SOURCE_LANGUAGE } from "../common/languages";

const rootDir = fileURLToPath(new URL("..", import.meta.url));

/**
 * The screens' message catalogues (common/locales, one file per language, English the source), compiled by the
 * Vite plugin when the app asks for one, so that the browser never parses a message.
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGES],
  rootDir,
  catalogs: [{ path: "<rootDir>/common/locales/{locale}", include: [] }],
  format: formatter({ style: "minimal" }),
});
