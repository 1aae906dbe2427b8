import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The web app's layers (bulletproof-react): shared code (components, config, lib) → features → app. A
 * feature uses shared code and its own files, never another feature's internals: what two features need
 * moves to lib/ or components/.
 */
const FEATURES = readdirSync(new URL("./web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// zod is configured once (common/zod.ts) before any schema is built; importing it directly could build one first.
const ZOD = {
  name: "zod",
  allowTypeImports: true,
  message: "Import * as z from common/zod.ts (zod configured for the CSP).",
};
const APP_LAYER = { group: ["@/app", "@/app/*"], message: "Only the app layer (src/app) composes the screens." };
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [ZOD],
        patterns: [
          {
            group: ["@/features/*", `!@/features/${feature}`, `!@/features/${feature}/**`, "../../*"],
            message: "A feature does not import another feature: move what both need to lib/ or components/.",
          },
          APP_LAYER,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "functions/lib/**",
      "**/node_modules/**",
      ".data/**",
      ".test-data/**",
      ".bench/**",
      "functions/.bench-*/**",
      "web/public/**",
      "web/build/theme-init.js",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { paths: [ZOD] }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='process'][callee.property.name='exit']",
          message: "Handlers must not exit the process; throw instead.",
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.ts"],
    rules: {
      "no-restricted-syntax": "off",
      "no-restricted-imports": [
        "error",
        {
          paths: [ZOD],
          patterns: [
            {
              group: ["**/functions/src/**", "!**/functions/src/tooling"],
              message: "The tools use the function's code through functions/src/tooling.ts only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...featureBoundaries,
  {
    files: ["web/src/{components,config,lib}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ZOD],
          patterns: [
            { group: ["@/features/*"], message: "Shared code (components, config, lib) imports no feature." },
            APP_LAYER,
          ],
        },
      ],
    },
  },
  {
    files: ["functions/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ZOD],
          patterns: [{ group: ["**/web/**", "@/*"], message: "functions/ must not import from web/." }],
        },
      ],
    },
  },
  { files: ["common/zod.ts"], rules: { "no-restricted-imports": "off" } },
  prettier,
);
