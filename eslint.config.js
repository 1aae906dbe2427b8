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
/** Shared code (components, config, lib) imports no feature and not the app; `below` bans a layer above it. */
const sharedLayer = (files, ...below) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [ZOD],
        patterns: [
          { group: ["@/features/*"], message: "Shared code (components, config, lib) imports no feature." },
          ...below,
          APP_LAYER,
        ],
      },
    ],
  },
});
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

/**
 * The server's areas (functions/src), from the top down: an area imports only those on the floors below it,
 * never one above nor one beside it; what two areas share moves below both. Only repositories (and the record
 * mappings and Firestore helpers they use, the composition roots and the data migration) touch Firestore.
 */
const SERVER_FLOORS = [
  ["conversations"],
  ["reminders", "board", "enrolment"],
  ["groups"],
  ["plans", "reviews"],
  ["tasks"],
  ["users"],
  ["notifications", "files", "templates"],
  ["auth"],
  ["mail", "rate-limits"],
  ["http"],
  ["lib"],
  ["i18n"],
];
const TOUCH_FIRESTORE = [
  "functions/src/**/*-repository.ts",
  "functions/src/**/*-record.ts",
  "functions/src/lib/firestore/**",
  "functions/src/lib/firebase.ts",
  "functions/src/{app,index,tooling}.ts",
  "functions/src/reminders/run.ts",
  "functions/src/tasks/migrate.ts",
];
const WEB_FROM_FUNCTIONS = { group: ["**/web/**", "@/*"], message: "functions/ must not import from web/." };
const FIRESTORE_IMPORT = {
  name: "firebase-admin/firestore",
  message: "Only repositories touch Firestore: call a repository, which returns plain objects.",
};
const FIRESTORE_CALLS = {
  selector:
    "CallExpression[callee.property.name=/^(collection|collectionGroup|runTransaction|batch|bulkWriter|getAll|listCollections)$/]",
  message: "Only repositories touch Firestore: call a repository, which returns plain objects.",
};
const NO_EXIT = {
  selector: "CallExpression[callee.object.name='process'][callee.property.name='exit']",
  message: "Handlers must not exit the process; throw instead.",
};
const serverBoundaries = SERVER_FLOORS.flatMap((floor, level) =>
  floor.flatMap((area) => {
    const others = [...SERVER_FLOORS.slice(0, level).flat(), ...floor.filter((other) => other !== area)];
    const patterns = [WEB_FROM_FUNCTIONS];
    if (others.length > 0) {
      patterns.push({
        group: others.flatMap((other) => [`../${other}/*`, `../../${other}/*`]),
        message: `${area}/ imports only the areas below it: what two areas share moves below both.`,
      });
    }
    const files = [`functions/src/${area}/**/*.ts`];
    return [
      // Every file of the area: the floors.
      { files, rules: { "no-restricted-imports": ["error", { paths: [ZOD], patterns }] } },
      // Those that are not repositories: no Firestore either.
      {
        files,
        ignores: TOUCH_FIRESTORE,
        rules: {
          "no-restricted-imports": ["error", { paths: [ZOD, FIRESTORE_IMPORT], patterns }],
          "no-restricted-syntax": ["error", NO_EXIT, FIRESTORE_CALLS],
        },
      },
    ];
  }),
);

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
      "no-restricted-syntax": ["error", NO_EXIT],
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
  sharedLayer(["web/src/components/**/*.{ts,tsx}"]),
  sharedLayer(["web/src/{config,lib}/**/*.{ts,tsx}"], {
    group: ["@/components/*"],
    message: "lib/ and config/ lie below components/: they import no component.",
  }),
  {
    files: ["functions/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ZOD],
          patterns: [WEB_FROM_FUNCTIONS],
        },
      ],
    },
  },
  ...serverBoundaries,
  {
    files: ["functions/src/*.ts"],
    ignores: TOUCH_FIRESTORE,
    rules: {
      "no-restricted-imports": ["error", { paths: [ZOD, FIRESTORE_IMPORT], patterns: [WEB_FROM_FUNCTIONS] }],
      "no-restricted-syntax": ["error", NO_EXIT, FIRESTORE_CALLS],
    },
  },
  { files: ["common/zod.ts"], rules: { "no-restricted-imports": "off" } },
  prettier,
);
