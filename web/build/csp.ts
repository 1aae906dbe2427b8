// The page's Content Security Policy, for the mode the app is built in (used by head-script.ts).
/**
 * The page's Content Security Policy, built for the mode the app is built in. Deployed, sign-in uses Google's
 * popup, which needs Google's script and the auth domain's frame, and the Auth REST endpoints; offline, only
 * the local Auth emulator. Nothing else is allowed: no inline script, no plugins, no framing (the last is in
 * the Hosting headers, since a <meta> policy cannot set frame-ancestors).
 */
export interface CspOptions {
  authDomain: string;
  authEmulatorUrl?: string;
  /** Hashes ('sha256-...') of the page's own inline scripts, the only inline script allowed to run. */
  inlineScriptHashes?: string[];
}

export function contentSecurityPolicy({ authDomain, authEmulatorUrl, inlineScriptHashes = [] }: CspOptions): string {
  const emulator = authEmulatorUrl ? new URL(authEmulatorUrl).origin : undefined;
  const hashes = inlineScriptHashes.map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": emulator ? ["'self'", ...hashes] : ["'self'", ...hashes, "https://apis.google.com"],
    // blob: the page's own object URLs: Chromium reads a chosen photo's through connect-src when it cannot
    // decode it (a HEIC photo), which is how the app finds out.
    "connect-src": emulator
      ? ["'self'", "blob:", emulator]
      : ["'self'", "blob:", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
    "frame-src": emulator ? ["'none'"] : [`https://${authDomain}`],
    "img-src": ["'self'", "data:", "blob:"],
    // Recordings: the API's (permission-checked) and the student's own before sending.
    "media-src": ["'self'", "blob:"],
    // Chakra UI (Emotion) writes its styles into <style> elements at run time.
    "style-src": ["'self'", "'unsafe-inline'"],
    "font-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
