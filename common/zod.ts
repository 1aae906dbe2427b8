/**
 * zod for both sides, configured before any schema is built: `import * as z from` here, never from "zod".
 *
 * Everything zod exports is re-exported, so each side imports it as a namespace and its bundler keeps only
 * the parts used. Re-exporting zod's `z` object instead made the function's bundler (esbuild) keep all of
 * zod, its 40 locales and JSON-schema code included: 574 KB parsed at every cold start.
 */
import { config } from "zod";

// zod 4 probes whether it may compile parsers with `new Function("")`. The page's Content Security Policy
// forbids eval, so the probe is refused and Chromium records a policy violation (Lighthouse's best
// practices count it as a console issue) even though zod catches the error. Without the probe zod
// parses as it does wherever eval is refused; the server gives up a compiled fast path it does not need.
config({ jitless: true });

export * from "zod";
