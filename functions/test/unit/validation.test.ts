import { describe, expect, it } from "vitest";
import { addUserSchema, fieldErrors, MESSAGES, updateProfileSchema } from "@common/validation";

const today = "2026-11-22";
const addUser = addUserSchema(today);
const valid = { email: "ana@example.com", name: "Ana", role: "student", phoneNumber: "", birthDate: "" };

const errorsOf = (input: unknown) => {
  const result = addUser.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("Add New User rules (SPEC §5)", () => {
  it("When everything is empty, then every required field reports its own message at once", () => {
    expect(errorsOf({ email: "", name: "", role: "", phoneNumber: "", birthDate: "" })).toEqual({
      email: MESSAGES.emailRequired,
      name: MESSAGES.nameRequired,
      role: MESSAGES.roleRequired,
    });
  });

  it("When fields are missing entirely, then they are reported as required", () => {
    expect(errorsOf({})).toMatchObject({
      email: MESSAGES.emailRequired,
      name: MESSAGES.nameRequired,
      role: MESSAGES.roleRequired,
    });
  });

  it("When values are malformed, then each gets the spec's message", () => {
    expect(
      errorsOf({ email: "not-an-email", name: "A", role: "teacher", phoneNumber: "12ab", birthDate: "2026-02-30" }),
    ).toEqual({
      email: MESSAGES.emailInvalid,
      name: MESSAGES.nameTooShort,
      role: MESSAGES.roleInvalid,
      phoneNumber: MESSAGES.phoneInvalid,
      birthDate: MESSAGES.dateInvalid,
    });
  });

  it("When the birth date is after today, then it is refused; today itself is fine", () => {
    expect(errorsOf({ ...valid, birthDate: "2026-11-23" })).toEqual({ birthDate: MESSAGES.birthDateInFuture });
    expect(errorsOf({ ...valid, birthDate: today })).toEqual({});
  });

  it("When the phone number uses a leading plus, digits, spaces, hyphens and parentheses, then it is valid", () => {
    expect(errorsOf({ ...valid, phoneNumber: "+1 (555) 010-2030" })).toEqual({});
    expect(errorsOf({ ...valid, phoneNumber: "1+555" })).toEqual({ phoneNumber: MESSAGES.phoneInvalid });
  });

  it("When the input is valid, then values are trimmed and optional ones default to empty", () => {
    expect(addUser.parse({ email: " ana@example.com ", name: " Ana ", role: "admin" })).toEqual({
      email: "ana@example.com",
      name: "Ana",
      role: "admin",
      phoneNumber: "",
      birthDate: "",
    });
  });

  it("When an unknown field is sent, then it is refused", () => {
    expect(addUser.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});

describe("Profile social links (SPEC §3, §5)", () => {
  const profile = updateProfileSchema(today);
  const links = (socialLinks: unknown) => profile.parse({ name: "Ana", phoneNumber: "", birthDate: "", socialLinks });

  it("When links are blank, then they are ignored; values are trimmed", () => {
    expect(
      links([
        { label: "Facebook", url: "  " },
        { label: "Instagram", url: " https://instagram.com/ana " },
      ]).socialLinks,
    ).toEqual([{ label: "Instagram", url: "https://instagram.com/ana" }]);
  });

  it("When a label repeats in any letter case, then the newest replaces the old", () => {
    expect(
      links([
        { label: "tiktok", url: "https://tiktok.com/@old" },
        { label: "TikTok", url: "https://tiktok.com/@new" },
      ]).socialLinks,
    ).toEqual([{ label: "TikTok", url: "https://tiktok.com/@new" }]);
  });

  it("When a link is not http(s), then it is refused", () => {
    for (const url of ["javascript:alert(1)", "ftp://example.com", "example.com", "data:text/html,hi"]) {
      expect(profile.safeParse({ name: "Ana", socialLinks: [{ label: "Twitter", url }] }).success, url).toBe(false);
    }
  });

  it("When a label is unknown, then it is refused", () => {
    expect(profile.safeParse({ name: "Ana", socialLinks: [{ label: "MySpace", url: "https://x.y" }] }).success).toBe(
      false,
    );
  });
});
