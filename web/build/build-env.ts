/**
 * The build's `VITE_*` settings, checked when a build or dev server starts (vite.config.ts): a wrong one stops the
 * build with its name and value, rather than a page that fails to start for everyone who opens it.
 */
export function buildEnvProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const contact = env.VITE_CONTACT_EMAIL;
  if (contact && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) {
    problems.push(`VITE_CONTACT_EMAIL must be an e-mail address, got ${JSON.stringify(contact)}`);
  }
  const emulator = env.VITE_AUTH_EMULATOR_URL;
  if (emulator && !URL.canParse(emulator)) {
    problems.push(`VITE_AUTH_EMULATOR_URL must be a URL, got ${JSON.stringify(emulator)}`);
  }
  return problems;
}
