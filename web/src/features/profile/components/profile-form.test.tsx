import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";
import { renderWithApp, testUser } from "@/testing/render";
import { ProfileForm } from "./profile-form";

describe("Profile's edit form", () => {
  afterEach(async () => {
    await showLanguage("en");
  });

  it("When the language shown is Spanish, then the social links' fields are named in Spanish", async () => {
    await showLanguage("es");
    const user = testUser();
    renderWithApp(<ProfileForm user={user} saving={false} onSave={() => {}} onCancel={() => {}} />, { user });
    for (const network of ["Facebook", "Instagram", "TikTok", "X (Twitter)"]) {
      expect(screen.getByRole("textbox", { name: `URL de ${network}` })).toBeVisible();
    }
  });

  it("When the language shown is English, then the fields keep requirements §2's names", () => {
    const user = testUser();
    renderWithApp(<ProfileForm user={user} saving={false} onSave={() => {}} onCancel={() => {}} />, { user });
    for (const name of ["Facebook URL", "Instagram URL", "TikTok URL", "X (Twitter) URL"]) {
      expect(screen.getByRole("textbox", { name })).toBeVisible();
    }
  });
});
