import { describe, expect, it } from "vitest";
import {
  addUserSchema,
  createTaskSchema,
  editUserSchema,
  fieldErrors,
  MESSAGES,
  updateProfileSchema,
} from "@common/validation";

const today = "2026-11-22";
const addUser = addUserSchema(today);
const valid = { email: "ana@example.com", name: "Ana", role: "student", phoneNumber: "", birthDate: "" };

const errorsOf = (input: unknown) => {
  const result = addUser.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("Add New User rules (requirements §5)", () => {
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
    expect(errorsOf({ ...valid, phoneNumber: "+1 555 0100 ".repeat(3) })).toEqual({
      phoneNumber: "At most 30 characters",
    });
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

describe("Profile social links (requirements §3, §5)", () => {
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

describe("Text that cannot be stored or that pretends (hardening)", () => {
  const profile = updateProfileSchema(today);
  const profileErrors = (input: Record<string, unknown>) => {
    const result = profile.safeParse({ name: "Ana", phoneNumber: "", birthDate: "", socialLinks: [], ...input });
    return result.success ? {} : fieldErrors(result.error);
  };
  const task = (input: Record<string, unknown>) =>
    createTaskSchema.safeParse({
      name: "Read",
      instructions: "Read a page.",
      deadline: "2026-11-23",
      category: "Reading",
      assignedTo: "abc123",
      ...input,
    });
  const taskErrors = (input: Record<string, unknown>) => {
    const result = task(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("When a task's name or instructions are over their length, then the message names the limit", () => {
    expect(taskErrors({ name: "x".repeat(201) })).toEqual({ name: "At most 200 characters" });
    expect(taskErrors({ instructions: "x".repeat(5001) })).toEqual({ instructions: "At most 5,000 characters" });
    expect(taskErrors({ name: "x".repeat(200), instructions: "x".repeat(5000) })).toEqual({});
  });

  it("When a text field holds a lone surrogate, then it is refused with a clear message", () => {
    expect(errorsOf({ ...valid, name: "Ana \uD83D" })).toEqual({ name: MESSAGES.textMalformed });
    expect(errorsOf({ ...valid, phoneNumber: "\uDC00" })).toEqual({ phoneNumber: MESSAGES.textMalformed });
    expect(taskErrors({ instructions: "Read \uDE00 this" })).toEqual({ instructions: MESSAGES.textMalformed });
    expect(profileErrors({ socialLinks: [{ label: "Facebook", url: "https://x.example/\uD800" }] })).toEqual({
      socialLinks: MESSAGES.textMalformed,
    });
  });

  it("When a text field holds a whole emoji, then it is accepted", () => {
    expect(errorsOf({ ...valid, name: "Ana 😀" })).toEqual({});
    expect(taskErrors({ name: "Read 📚" })).toEqual({});
  });

  it("When a name holds control or bidi characters, then it is refused", () => {
    for (const name of ["Ana\u0000", "An\u0007a", "Ana\u202Egpj.exe", "A\u2066na", "Ana\u0085x"]) {
      expect(errorsOf({ ...valid, name })).toEqual({ name: MESSAGES.textControlCharacters });
      expect(taskErrors({ name })).toEqual({ name: MESSAGES.textControlCharacters });
    }
  });

  it("When a name holds a line separator, a byte-order mark or stacked accents, then it is refused", () => {
    const zalgo = "A" + "\u0301\u0302\u0303\u0304\u0305\u0306" + "na";
    for (const name of ["Ana\u2028Bea", "Ana\u2029Bea", "An\uFEFFa", zalgo]) {
      expect(errorsOf({ ...valid, name })).toEqual({ name: MESSAGES.textControlCharacters });
    }
    // Vietnamese and Devanagari keep their accents.
    expect(errorsOf({ ...valid, name: "Nguyễn Thị Ánh" })).toEqual({});
    expect(errorsOf({ ...valid, name: "क्षत्रिय" })).toEqual({});
  });

  it("When a name is made of zero-width characters only, then it is refused", () => {
    expect(errorsOf({ ...valid, name: "\u200B\u200B\u200B" })).toEqual({ name: MESSAGES.textInvisible });
    expect(taskErrors({ name: "\u200B\u200C" })).toEqual({ name: MESSAGES.textInvisible });
    // Hangul fillers and the blank Braille pattern draw nothing either.
    for (const name of ["\u3164\u3164\u3164", "\u2800\u2800\u2800", "\u115F\u1160 \uFFA0"]) {
      expect(errorsOf({ ...valid, name })).toEqual({ name: MESSAGES.textInvisible });
    }
    expect(taskErrors({ name: "👨‍👩‍👧 family" })).toEqual({});
  });

  it("When a person's name carries a link, a www. or a host name, then every form that sets a name refuses it", () => {
    const profile = updateProfileSchema(today);
    const edit = editUserSchema(today);
    for (const name of [
      "IT Desk: re-verify admin login at https://evil.example/sso",
      "Click hxxp://x or HTTPS://EVIL.EXAMPLE",
      "see www.example",
      "Ana evil.example",
      "Ana evil\uFF0Eexample",
      "Ana evil\u2024example",
      "Ana evil\uFE52example",
      "Ana evil.\u200Bexample",
      "Ana www\u2024x",
      "Write to mailto:ana@x",
      "ana@school.edu",
      "javascript:alert(1)",
    ]) {
      expect(errorsOf({ ...valid, name })).toEqual({ name: MESSAGES.nameWithLink });
      expect(profile.safeParse({ name }).error?.issues[0]?.message).toBe(MESSAGES.nameWithLink);
      expect(edit.safeParse({ ...valid, email: undefined, name }).error?.issues[0]?.message).toBe(
        MESSAGES.nameWithLink,
      );
    }
  });

  it("When a name has initials, abbreviations or apostrophes, then it stays valid", () => {
    for (const name of [
      "J.R.R. Tolkien",
      "St. John",
      "O'Brien",
      "Dr. A. B. Smith-Jones",
      "Mary Ann",
      "Jr.",
      "Data: Ana",
    ]) {
      expect(errorsOf({ ...valid, name })).toEqual({});
    }
  });

  it("When instructions span lines, then line breaks and tabs are kept and other controls refused", () => {
    expect(task({ instructions: "Step 1\n\tStep 2\r\n" }).success).toBe(true);
    expect(taskErrors({ instructions: "Step\u0000" })).toEqual({ instructions: MESSAGES.textControlCharacters });
    expect(taskErrors({ instructions: "Read \u202Eright" })).toEqual({
      instructions: MESSAGES.textControlCharacters,
    });
  });

  it("When a social link carries a user name or password, then it is refused", () => {
    expect(profileErrors({ socialLinks: [{ label: "Facebook", url: "https://facebook.com@evil.example/" }] })).toEqual({
      socialLinks: MESSAGES.socialUrlWithCredentials,
    });
    expect(profileErrors({ socialLinks: [{ label: "Twitter", url: "https://a:b@x.com/" }] })).toEqual({
      socialLinks: MESSAGES.socialUrlWithCredentials,
    });
  });

  it("When a social link is written loosely, then the normalised URL is stored", () => {
    const result = profile.parse({
      name: "Ana",
      socialLinks: [{ label: "Facebook", url: "  HTTPS://WWW.Facebook.COM/ana " }],
    });
    expect(result.socialLinks).toEqual([{ label: "Facebook", url: "https://www.facebook.com/ana" }]);
  });

  it("When assignedTo is not a document id, then the assignee is reported as missing", () => {
    for (const assignedTo of ["a/b", " /abc/ ", "__abc__", "x".repeat(129), "a b"]) {
      expect(taskErrors({ assignedTo })).toEqual({ assignedTo: MESSAGES.assigneeRequired });
    }
  });
});
