/**
 * Lingui turns the text "\u202e" or "\x41" anywhere in a formatted message, its values included, into the
 * character it names: typed text would become characters validation refuses (a text-direction override, a line
 * break in an e-mail). A value keeps its backslashes by a NUL standing in for each while the message is formatted:
 * no message holds one, and validation refuses control characters in what people type.
 */
const STAND_IN = "\u0000";

type Values = Record<string, unknown>;

/** `format(values)`, with each value's text exactly as given. */
export function formatLiterally(format: (values?: Values) => string, values?: Values): string {
  if (!values || !Object.values(values).some((value) => typeof value === "string" && value.includes("\\"))) {
    return format(values);
  }
  const standing = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replaceAll("\\", STAND_IN) : value,
    ]),
  );
  return format(standing).replaceAll(STAND_IN, "\\");
}
