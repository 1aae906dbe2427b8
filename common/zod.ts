/** zod for both sides, configured before any schema is built: import `z` from here, never from "zod". */
import * as z from "zod";

// zod 4 probes whether it may compile parsers with `new Function("")`. The page's Content Security Policy
// forbids eval, so the probe is refused and Chromium records a policy violation (Lighthouse's best
// practices count it as a console issue) even though zod catches the error. Without the probe zod
// parses as it does wherever eval is refused; the server gives up a compiled fast path it does not need.
z.config({ jitless: true });

export { z };
