import { describe, expect, it } from "vitest";
import { sessionQueryKey } from "@/lib/api/session";
import { resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { createQueryClient } from "./provider";

describe("the app's query client", () => {
  resetFetchAndCookiesAfterEach();

  it("starts knowing that nobody is signed in when the browser holds no session", () => {
    expect(createQueryClient().getQueryData(sessionQueryKey)).toBeNull();
    document.cookie = "XSRF-TOKEN=token; path=/";
    expect(createQueryClient().getQueryState(sessionQueryKey)).toBeUndefined();
  });
});
