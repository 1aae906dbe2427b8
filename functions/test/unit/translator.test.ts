/** What the server writes in a person's language keeps the values it is given exactly as they are. */
import { describe, expect, it } from "vitest";
import { translatorFor } from "../../src/i18n/translator";

describe("The server's messages", () => {
  it("When a value holds the text of an escape (\\u202e, \\x0a), then it is written as typed, not as the character", async () => {
    const typed = String.raw`Sofia \u202eTneduts \x0aReview: https://evil.test \\ end`;
    for (const language of ["en", "es"] as const) {
      const say = await translatorFor(language);
      const welcome = say("api.welcome", { name: typed });
      expect(welcome).toContain(typed);
      expect(welcome).not.toMatch(/[\u202e\n]/);
    }
  });

  it("When the values hold no backslash, then the message is as the catalogue words it", async () => {
    expect((await translatorFor("es"))("api.welcome", { name: "Sofia" })).toBe("¡Hola, Sofia!");
  });
});
