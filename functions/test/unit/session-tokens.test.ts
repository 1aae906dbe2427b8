import { describe, expect, it } from "vitest";
import { csrfTokenOf, newSessionToken, safeEqual, sessionIdOf } from "../../src/auth/session-tokens";

describe("session tokens", () => {
  it("When two sessions are opened, then their values differ and carry 256 bits", () => {
    const first = newSessionToken();
    const second = newSessionToken();
    expect(first).not.toBe(second);
    expect(Buffer.from(first, "base64url")).toHaveLength(32);
  });

  it("When a session is stored, then it is stored under a hash, not its value", () => {
    const token = newSessionToken();
    expect(sessionIdOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionIdOf(token)).not.toContain(token);
  });

  it("When the CSRF token is derived, then it depends on both the session and the secret", () => {
    const token = newSessionToken();
    expect(csrfTokenOf(token, "secret")).toBe(csrfTokenOf(token, "secret"));
    expect(csrfTokenOf(token, "secret")).not.toBe(csrfTokenOf(token, "other"));
    expect(csrfTokenOf(token, "secret")).not.toBe(csrfTokenOf(newSessionToken(), "secret"));
  });

  it("When strings are compared, then only identical ones are equal", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});
