import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "@common/api-types";
import { sessionQueryKey } from "@/lib/api/session";
import { showLanguage } from "@/lib/i18n/i18n";
import { jsonResponse, resetFetchAndCookiesAfterEach } from "@/testing/fetch";
import { renderWithApp, testUser } from "@/testing/render";
import { ProfilePage } from "./profile-page";

const CHANGED_ELSEWHERE = "Changed elsewhere meanwhile. Saving keeps what you see here.";
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The API as Profile calls it: no tasks, and each save answers with the record as it now is. */
function stubApi(kept: User) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.endsWith("/api/reminders/settings")) {
      return Promise.resolve(jsonResponse(200, { success: true, message: "Saved", user: { ...kept, reminder: body } }));
    }
    if (url.endsWith("/api/users/update")) {
      return Promise.resolve(jsonResponse(200, { success: true, message: "Saved", user: { ...kept, ...body } }));
    }
    return Promise.resolve(jsonResponse(200, { success: true, tasks: [] }));
  });
  vi.stubGlobal("fetch", fetchMock);
  /** The body of the last call to `path`. */
  const sent = (path: string) =>
    JSON.parse(String(fetchMock.mock.calls.findLast(([url]) => url.endsWith(path))?.[1]?.body)) as unknown;
  return { fetchMock, sent };
}

/** Profile opened from what the device kept; `fresh` is the session's answer arriving afterwards. */
function openFromKept(kept: User) {
  const api = stubApi(kept);
  const { queryClient } = renderWithApp(<ProfilePage />, { user: kept, route: "/profile" });
  const arrive = (fresh: User) => act(() => void queryClient.setQueryData(sessionQueryKey, fresh));
  return { ...api, arrive };
}

const student = (reminder: Partial<User["reminder"]> = {}, overrides: Partial<User> = {}) =>
  testUser({ reminder: { time: "08:00", timeZone: ZONE, email: false, ...reminder }, ...overrides });

describe("Profile's reminder card, opened from what the device kept", () => {
  resetFetchAndCookiesAfterEach();

  it("When the fresh answer says the e-mail is on and the time is another, then the card shows it, and a save sends it", async () => {
    const kept = student();
    const { arrive, sent } = openFromKept(kept);
    const card = screen.getByRole("form", { name: "Daily reminder" });
    const email = within(card).getByRole("checkbox", { name: "Also by e-mail" });
    expect(email).not.toBeChecked();

    await arrive(student({ email: true, time: "09:15" }));
    await waitFor(() => expect(email).toBeChecked());
    expect(within(card).getByLabelText("Time")).toHaveValue("09:15");
    expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull();

    await userEvent.click(within(card).getByRole("button", { name: "Save reminder" }));
    expect(await screen.findByText("Reminder set for 09:15 every day")).toBeVisible();
    expect(sent("/api/reminders/settings")).toEqual({ time: "09:15", timeZone: ZONE, email: true });
  });

  it("When the e-mail was turned off elsewhere (the unsubscribe link), then the box is unticked, and a save keeps it off", async () => {
    const kept = student({ email: true });
    const { arrive, sent } = openFromKept(kept);
    const card = screen.getByRole("form", { name: "Daily reminder" });
    const email = within(card).getByRole("checkbox", { name: "Also by e-mail" });
    expect(email).toBeChecked();

    await arrive(student({ email: false }));
    await waitFor(() => expect(email).not.toBeChecked());
    await userEvent.click(within(card).getByRole("button", { name: "Save reminder" }));
    await waitFor(() =>
      expect(sent("/api/reminders/settings")).toEqual({ time: "08:00", timeZone: ZONE, email: false }),
    );
  });

  it("When the person changed the time before the answer says another, then their time stays and the field says it changed elsewhere; the box they left takes the answer", async () => {
    const kept = student();
    const { arrive, sent } = openFromKept(kept);
    const card = screen.getByRole("form", { name: "Daily reminder" });
    const time = within(card).getByLabelText("Time");
    fireEvent.change(time, { target: { value: "07:30" } });

    await arrive(student({ email: true, time: "09:00" }));
    await waitFor(() => expect(within(card).getByRole("checkbox", { name: "Also by e-mail" })).toBeChecked());
    expect(time).toHaveValue("07:30");
    await waitFor(() => expect(time).toHaveAccessibleDescription(CHANGED_ELSEWHERE));

    await userEvent.click(within(card).getByRole("button", { name: "Save reminder" }));
    await waitFor(() =>
      expect(sent("/api/reminders/settings")).toEqual({ time: "07:30", timeZone: ZONE, email: true }),
    );
    // Saved: the card is the record again, and follows the next answer.
    await waitFor(() => expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull());
    await arrive(student({ email: true, time: "10:00" }));
    await waitFor(() => expect(time).toHaveValue("10:00"));
    expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull();
  });

  it("When the person changed the time to what the answer then says, then nothing is said", async () => {
    const { arrive } = openFromKept(student());
    const time = within(screen.getByRole("form", { name: "Daily reminder" })).getByLabelText("Time");
    fireEvent.change(time, { target: { value: "09:00" } });
    await arrive(student({ time: "09:00", email: true }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Also by e-mail" })).toBeChecked());
    expect(time).toHaveValue("09:00");
    expect(screen.queryByText(CHANGED_ELSEWHERE)).toBeNull();
  });
});

describe("Profile's digest card (an admin), opened from what the app held", () => {
  resetFetchAndCookiesAfterEach();

  const admin = (behindBelow: number) =>
    testUser({ role: "admin", reminder: { time: "07:00", timeZone: ZONE, email: true, behindBelow } });

  it("When the fresh answer has another threshold, then the field shows it, and a save sends it", async () => {
    const { arrive, sent } = openFromKept(admin(80));
    const card = screen.getByRole("form", { name: "Morning digest" });
    const threshold = within(card).getByLabelText("Behind below (% on time)");
    expect(threshold).toHaveValue(80);
    await arrive(admin(60));
    await waitFor(() => expect(threshold).toHaveValue(60));
    await userEvent.click(within(card).getByRole("button", { name: "Save digest" }));
    await waitFor(() =>
      expect(sent("/api/reminders/settings")).toEqual({ time: "07:00", timeZone: ZONE, email: true, behindBelow: 60 }),
    );
  });

  it("When the admin changed the threshold before another arrives, then theirs stays, said to have changed elsewhere, and is what a save sends", async () => {
    const { arrive, sent } = openFromKept(admin(80));
    const card = screen.getByRole("form", { name: "Morning digest" });
    const threshold = within(card).getByLabelText("Behind below (% on time)");
    await userEvent.clear(threshold);
    await userEvent.type(threshold, "70");
    await arrive(admin(60));
    await waitFor(() => expect(threshold).toHaveAccessibleDescription(expect.stringContaining(CHANGED_ELSEWHERE)));
    expect(threshold).toHaveValue(70);
    await userEvent.click(within(card).getByRole("button", { name: "Save digest" }));
    await waitFor(() =>
      expect(sent("/api/reminders/settings")).toEqual({ time: "07:00", timeZone: ZONE, email: true, behindBelow: 70 }),
    );
  });
});

describe("Profile's details form, opened from what the device kept", () => {
  resetFetchAndCookiesAfterEach();

  it("When the fresh answer arrives while the form is open, then the fields left alone take it, a changed one stays and says so, and a save sends what is shown", async () => {
    const kept = testUser({ name: "Sofia Student", phoneNumber: "", socialLinks: [] });
    const { arrive, sent } = openFromKept(kept);
    await userEvent.click(screen.getByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Edit profile" });
    const name = within(form).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Sofía S.");

    await arrive(
      testUser({
        name: "Sofia Stone",
        phoneNumber: "+34 600 111 222",
        socialLinks: [{ label: "Instagram", url: "https://instagram.com/sofia" }],
      }),
    );
    const phone = within(form).getByLabelText("Phone Number");
    await waitFor(() => expect(phone).toHaveValue("+34 600 111 222"));
    expect(within(form).getByLabelText("Instagram URL")).toHaveValue("https://instagram.com/sofia");
    expect(name).toHaveValue("Sofía S.");
    await waitFor(() => expect(name).toHaveAccessibleDescription(CHANGED_ELSEWHERE));
    expect(phone).not.toHaveAccessibleDescription(CHANGED_ELSEWHERE);

    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(sent("/api/users/update")).toEqual({
        name: "Sofía S.",
        phoneNumber: "+34 600 111 222",
        birthDate: "",
        socialLinks: [{ label: "Instagram", url: "https://instagram.com/sofia" }],
      }),
    );
  });
});

describe("Profile's language card, opened from what the device kept", () => {
  resetFetchAndCookiesAfterEach();
  afterEach(() => showLanguage("en"));

  it("When the fresh answer names another language, then the menu shows it", async () => {
    const { arrive } = openFromKept(testUser({ language: "en" }));
    const menu = screen.getByRole("combobox", { name: "Language" });
    expect(menu).toHaveValue("en");
    await arrive(testUser({ language: "es" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: /^(Language|Idioma)$/ })).toHaveValue("es"));
  });
});
