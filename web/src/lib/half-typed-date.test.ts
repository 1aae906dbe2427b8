import { zodResolver } from "@hookform/resolvers/zod";
import { describe, expect, it } from "vitest";
import { addUserSchema, MESSAGES } from "@common/validation";
import { withHalfTypedDates } from "./half-typed-date";

const values = { email: "", name: "Ana", role: "student", phoneNumber: "", birthDate: "" };
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe("withHalfTypedDates", () => {
  it("When the birth date is half typed, then it is reported with the other fields' messages", async () => {
    const resolver = withHalfTypedDates(zodResolver(addUserSchema("2026-11-23")), { birthDate: true });
    const result = await resolver(values, undefined, options);
    expect(result.errors.birthDate?.message).toBe(MESSAGES.dateInvalid);
    expect(result.errors.email?.message).toBe(MESSAGES.emailRequired);
  });

  it("When no date is half typed, then an empty birth date is simply none", async () => {
    const resolver = withHalfTypedDates(zodResolver(addUserSchema("2026-11-23")), { birthDate: false });
    const result = await resolver({ ...values, email: "ana@example.com" }, undefined, options);
    expect(result.errors).toEqual({});
  });
});
