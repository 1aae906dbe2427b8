import { afterEach, describe, expect, it } from "vitest";
import { showLanguage, t } from "./i18n";

describe("The screens' messages", () => {
  afterEach(async () => {
    await showLanguage("en");
  });

  it("When a value holds the text of an escape (\\u202e), then the screen shows it as typed, in every language", async () => {
    const typed = String.raw`Leer \u202eotneuc \x3cb\x3e`;
    for (const language of ["en", "es"] as const) {
      await showLanguage(language);
      const said = t("notice.removed.message", { name: typed, later: 0 });
      expect(said).toContain(typed);
      expect(said).not.toMatch(/[\u202e<]/);
    }
  });
});
