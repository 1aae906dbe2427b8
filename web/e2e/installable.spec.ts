import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { AdminApi } from "./support/api";
import {
  chooseFromAccountMenu,
  expectAccessibleInBothThemes,
  expectToast,
  holdApi,
  keptOnDevice,
  localDate,
  logout,
  photo,
  signInAndLand,
  unique,
} from "./support/app";
import { expect, test } from "./support/test";

/** The app installs like one, opens offline, and announces a new version instead of swapping it. */
test.use({ serviceWorkers: "allow" });

const SERVICE_WORKER = path.resolve(import.meta.dirname, "../dist/sw.js");

/** Waits until a service worker controls the page (the first visit installs it; a reload puts it in charge). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** A new student with a Writing task due today for each name, set up by the demo admin (who stays open). */
async function studentWithTasks(baseURL: string, name: string, tasks: string[]) {
  const admin = await AdminApi.open(baseURL);
  const email = `${name.split(" ")[0]?.toLowerCase() ?? "student"}-${unique()}@taskplanner.test`;
  const studentId = await admin.addStudent(email, name);
  const taskIds: string[] = [];
  for (const task of tasks) {
    taskIds.push(
      await admin.addTask({
        name: task,
        instructions: "A photo of your notes.",
        deadline: localDate(0),
        category: "Writing",
        assignedTo: studentId,
      }),
    );
  }
  return { admin, email, studentId, taskIds };
}

test.describe("The installed app", () => {
  test("has a valid manifest and icons, and a service worker that serves the app offline", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await page.request.get(href ?? "")).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: "Task Planner", display: "standalone", start_url: "/?source=installed" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ""}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
    for (const icon of manifest.icons) {
      const response = await page.request.get(`/${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }

    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/(dashboard)?$/);
    await context.setOffline(false);
  });

  test("announces a new version with a Reload button, and reloads into it", async ({ page }) => {
    await page.goto("/");
    await controlled(page);
    const original = await readFile(SERVICE_WORKER, "utf8");
    try {
      // A new build: the service worker's script differs by a byte.
      await writeFile(SERVICE_WORKER, `${original}\n// build ${Date.now()}\n`);
      await page.reload();
      const prompt = page.getByRole("status").filter({ hasText: "A new version is ready." });
      await expect(prompt).toBeVisible();
      await page.reload();
      // Until the user chooses, the open tab stays on its version (the prompt comes back).
      await expect(prompt).toBeVisible();
      await prompt.getByRole("button", { name: "Reload" }).click();
      await expect(prompt).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await writeFile(SERVICE_WORKER, original);
    }
  });

  test("a tab older than the API is refused, asks to reload with no 'Later', and reloads into the new version", async ({
    page,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `stale-${unique()}@taskplanner.test`;
    await admin.addStudent(email, "Stan Stale");
    await admin.dispose();
    await signInAndLand(page, { email }, /\/dashboard$/);
    await page.goto("/profile");
    await controlled(page);
    const card = page.getByRole("form", { name: "Daily reminder" });
    await expect(card.getByLabel("Time")).toHaveValue("08:00");
    const original = await readFile(SERVICE_WORKER, "utf8");
    try {
      // A deploy: a new build of the app, and an API of a version after this tab's. The calls reach the real API
      // naming a version before its own (refused there, nothing done), and the answer names the newer one.
      await writeFile(SERVICE_WORKER, `${original}\n// build ${Date.now()}\n`);
      await page.route("**/api/**", async (route) => {
        const headers = { ...route.request().headers(), "x-api-version": "0" };
        const response = await route.fetch({ headers });
        await route.fulfill({ response, headers: { ...response.headers(), "x-api-version": "999" } });
      });
      await card.getByLabel("Time").fill("06:45");
      await card.getByRole("button", { name: "Save reminder" }).click();
      const prompt = page.getByRole("status").filter({ hasText: "A new version is ready. Reload to go on." });
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole("button", { name: "Later" })).toHaveCount(0);
      // The new version matches the API. A call still in the handler is let finish first (the page's own polls
      // go on meanwhile), so that none is answered twice.
      await page.unrouteAll({ behavior: "wait" });
      await prompt.getByRole("button", { name: "Reload" }).click();
      await expect(prompt).toBeHidden();
      await expect(page).toHaveURL(/\/profile$/);
      // The API did nothing the old tab asked.
      await expect(card.getByLabel("Time")).toHaveValue("08:00");
      await expect(page.getByRole("status").filter({ hasText: "A new version is ready" })).toHaveCount(0);
    } finally {
      await writeFile(SERVICE_WORKER, original);
    }
  });

  test("opens on the user's start screen: a student's dashboard, an admin's /admin", async ({ page }) => {
    await page.goto("/?source=installed");
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    await signInAndLand(page, { name: "Sofia Student" }, /\/dashboard$/);
    await page.goto("/?source=installed");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();
    await signInAndLand(page, { name: "Ada Admin" }, /\/admin$/);
    await page.goto("/?source=installed");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a student reads their week offline from what they last saw; logout leaves nothing on the device", async ({
    page,
    context,
    baseURL,
  }) => {
    const admin = await AdminApi.open(baseURL ?? "");
    const email = `offline-${unique()}@taskplanner.test`;
    const studentId = await admin.addStudent(email, "Olga Offline");
    const taskName = `Bus reading ${unique()}`;
    await admin.addTask({
      name: taskName,
      instructions: "Read page 12 on the way.",
      deadline: localDate(0),
      category: "Reading",
      assignedTo: studentId,
    });
    await admin.dispose();

    await signInAndLand(page, { email }, /\/dashboard$/);
    await controlled(page);
    // Profile's tasks and the bell are seen too.
    const openFromMenu = (item: "My Profile" | "Dashboard") =>
      chooseFromAccountMenu(page, item, () =>
        expect(page).toHaveURL(item === "Dashboard" ? /\/dashboard$/ : /\/profile$/, { timeout: 5_000 }),
      );
    await openFromMenu("My Profile");
    await expect(page.getByRole("heading", { name: "Your Tasks" })).toBeVisible();
    await expect(page.getByText(taskName)).toBeVisible();
    await openFromMenu("Dashboard");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(page.getByRole("dialog").getByText(taskName).first()).toBeVisible();
    await page.keyboard.press("Escape");
    const today = page.getByTestId(`day-${localDate(0)}`);
    await expect(today).toContainText("1 task(s)");
    // What the dashboard showed is kept on the device, under this student only.
    const kept = () => keptOnDevice(page);
    await expect.poll(async () => (await kept()).filter((entry) => entry.includes(taskName)).length).toBe(1);
    expect(await kept()).toHaveLength(1);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: /^Offline — showing what you saw at / })).toBeVisible();
    // The week, the task and its instructions, as last seen; a screen with kept data says only that it is offline.
    const couldNotLoad = page.getByRole("alert").filter({ hasText: /could not be loaded/ });
    await expect(today).toContainText("1 task(s)");
    await expect(couldNotLoad).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await today.click();
    const day = page.getByRole("dialog", { name: /- Tasks$/ });
    await day.getByRole("button", { name: taskName }).click();
    await expect(day.getByText("Read page 12 on the way.")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Notifications/ }).click();
    await expect(page.getByRole("dialog").getByText(taskName).first()).toBeVisible();
    await expect(couldNotLoad).toHaveCount(0);
    await page.keyboard.press("Escape");
    await openFromMenu("My Profile");
    await expect(page.getByText(taskName)).toBeVisible();
    await expect(couldNotLoad).toHaveCount(0);
    await openFromMenu("Dashboard");
    await expect(today).toContainText("1 task(s)");

    // Another task arrives meanwhile: the week is asked again by itself when the connection returns.
    const later = await AdminApi.open(baseURL ?? "");
    await later.addTask({
      name: `${taskName} (2)`,
      instructions: "And page 13.",
      deadline: localDate(0),
      category: "Reading",
      assignedTo: studentId,
    });
    await later.dispose();
    await context.setOffline(false);
    await expect(page.getByRole("status").filter({ hasText: /^Offline/ })).toBeHidden();
    await expect(today).toContainText("2 task(s)");

    await logout(page);
    await expect.poll(async () => (await kept()).length).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("task-planner:offline-user"))).toBeNull();
    await context.setOffline(true);
    await page.goto("/dashboard");
    await expect(page.getByText("Olga Offline")).toHaveCount(0);
    await expect(today).toHaveCount(0);
    await context.setOffline(false);
  });

  test("opened online, a student's kept week shows at once under a quiet 'Updating…', then the fresh answer; a session the server ended wins over what was kept", async ({
    page,
    context,
    baseURL,
  }) => {
    const taskName = `Morning reading ${unique()}`;
    const { admin, email, studentId } = await studentWithTasks(baseURL ?? "", "Una Updating", [taskName]);
    await signInAndLand(page, { email }, /\/dashboard$/);
    await controlled(page);
    const today = page.getByRole("region", { name: "Today" });
    await expect(today.getByText(taskName)).toBeVisible();
    await expect
      .poll(async () => (await keptOnDevice(page)).filter((entry) => entry.includes(taskName)).length)
      .toBe(1);

    // A second task arrives; while the week's answer is on its way, the kept week shows, and says it is updating.
    const laterTask = `${taskName} (2)`;
    await admin.addTask({
      name: laterTask,
      instructions: "And a second page.",
      deadline: localDate(0),
      category: "Writing",
      assignedTo: studentId,
    });
    await admin.dispose();
    const release = await holdApi(page, /^\/api\/tasks\/get$/);
    await page.reload();
    const updating = page.getByRole("status").filter({ hasText: "Updating…" });
    await expect(today.getByText(taskName)).toBeVisible();
    await expect(updating).toBeVisible();
    await expect(today.getByText(laterTask)).toHaveCount(0);
    await expectAccessibleInBothThemes(page, "The dashboard from what the device kept, updating");
    await release();
    await expect(today.getByText(laterTask)).toBeVisible();
    await expect(updating).toHaveCount(0);

    // The server ends the session (its cookie is gone, the page's token stays): its 401 replaces what was kept.
    await expect
      .poll(async () => (await keptOnDevice(page)).filter((entry) => entry.includes(laterTask)).length)
      .toBe(1);
    await context.clearCookies({ name: "__session" });
    await page.reload();
    await expect(page.getByRole("heading", { name: "You must be logged in to access this page." })).toBeVisible();
    await expect(page.getByText(taskName)).toHaveCount(0);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect.poll(async () => (await keptOnDevice(page)).length).toBe(0);
  });

  test("a proof chosen offline waits on the device, goes when the connection returns (a reload between), and a refused one says why", async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const [first, second] = [`Tram notes ${unique()}`, `Ferry notes ${unique()}`];
    const { admin, email, taskIds } = await studentWithTasks(baseURL ?? "", "Walt Waiting", [first, second]);
    const secondId = taskIds[1] ?? "";

    await signInAndLand(page, { email }, /\/dashboard$/);
    await controlled(page);
    const today = page.getByTestId(`day-${localDate(0)}`);
    await expect(today).toContainText("2 task(s)");
    const dayDialog = async () => {
      await today.click();
      return page.getByRole("dialog", { name: /- Tasks$/ });
    };
    const rowOf = (day: Awaited<ReturnType<typeof dayDialog>>, name: string) =>
      day.getByRole("listitem").filter({ hasText: name });
    const sendOffline = async (name: string) => {
      const day = await dayDialog();
      await rowOf(day, name).getByRole("button", { name: "Send Proof" }).click();
      const proof = page.getByRole("dialog", { name: `Proof for ${name}` });
      await proof
        .getByLabel("Proof photo")
        .setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await proof.getByRole("button", { name: "Submit Proof" }).click();
      await expectToast(page, "Waiting for the connection — it will be sent automatically");
      // Shown on the task once it is kept.
      await expect(rowOf(day, name).getByRole("status")).toHaveText(
        "Waiting for the connection — it will be sent automatically",
      );
      await page.keyboard.press("Escape");
    };

    await context.setOffline(true);
    await sendOffline(first);
    await sendOffline(second);
    // Shown on the task, still there after the tab is reloaded offline.
    await page.reload();
    let day = await dayDialog();
    await expect(rowOf(day, first).getByRole("status")).toHaveText(
      "Waiting for the connection — it will be sent automatically",
    );
    await page.keyboard.press("Escape");

    // Meanwhile the supervisor completes the second task; then the connection returns.
    await admin.setStatus(secondId, "completed");
    await context.setOffline(false);
    await expectToast(page, `Proof for "${first}" sent`);
    await expectToast(page, "A waiting proof was not sent");
    day = await dayDialog();
    // The first arrived (the task has its proof); the second says why it was not sent, and can be discarded.
    await expect(rowOf(day, first).getByRole("button", { name: "Remove Proof" })).toBeVisible();
    await expect(rowOf(day, first).getByRole("status")).toHaveCount(0);
    await expect(rowOf(day, second).getByRole("status")).toContainText(`"${second}" changed meanwhile`);
    await expectAccessibleInBothThemes(page, "A refused waiting proof");
    await rowOf(day, second).getByRole("button", { name: "Discard" }).click();
    await expect(rowOf(day, second).getByRole("status")).toHaveCount(0);
    await admin.dispose();
  });

  test("logout in a second tab names a proof waiting in the first, sends it first or discards it; the first tab then shows the signed-out page", async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const [first, second] = [`Bus notes ${unique()}`, `Boat notes ${unique()}`];
    const { admin, email, studentId } = await studentWithTasks(baseURL ?? "", "Tess Twotabs", [first, second]);
    await signInAndLand(page, { email }, /\/dashboard$/);
    const today = page.getByTestId(`day-${localDate(0)}`);
    await expect(today).toContainText("2 task(s)");
    // The second tab is open before the first keeps its proof: nothing of it is shown there yet.
    const other = await context.newPage();
    await other.goto("/dashboard");
    await expect(other.getByTestId(`day-${localDate(0)}`)).toContainText("2 task(s)");

    // Only the first tab loses the connection, and keeps a proof for the first task.
    const network = await context.newCDPSession(page);
    await network.send("Network.enable");
    const setOffline = (offline: boolean) =>
      network.send("Network.emulateNetworkConditions", {
        offline,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    const keepOffline = async (name: string) => {
      await today.click();
      const day = page.getByRole("dialog", { name: /- Tasks$/ });
      await day.getByRole("listitem").filter({ hasText: name }).getByRole("button", { name: "Send Proof" }).click();
      const proof = page.getByRole("dialog", { name: `Proof for ${name}` });
      await proof
        .getByLabel("Proof photo")
        .setInputFiles({ name: "n.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await proof.getByRole("button", { name: "Submit Proof" }).click();
      await expectToast(page, "Waiting for the connection — it will be sent automatically");
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
    };
    await setOffline(true);
    await keepOffline(first);

    const waitingDialog = (tab: Page) => tab.getByRole("alertdialog", { name: "A proof has not been sent yet" });
    const logoutIn = async (tab: Page) => {
      await chooseFromAccountMenu(tab, "Logout", () => expect(waitingDialog(tab)).toBeVisible({ timeout: 5_000 }));
      const dialog = tab.getByRole("alertdialog", { name: "A proof has not been sent yet" });
      await expect(dialog).toBeVisible({ timeout: 5_000 });
      await expect(dialog).toContainText(`Your proof for "${first}"`);
      return dialog;
    };
    // Logout names it; 'Send it first' sends it from this tab, which stays signed in.
    let dialog = await logoutIn(other);
    await expectAccessibleInBothThemes(other, "Logout with a waiting proof");
    await dialog.getByRole("button", { name: "Send it first" }).click();
    await expectToast(other, `Proof for "${first}" sent`);
    await expect(other).toHaveURL(/\/dashboard$/);
    expect((await admin.tasksOf(studentId)).find((task) => task.name === first)?.proofUrl).toBeTruthy();

    // A second proof waits; this time it is discarded and the logout goes on.
    await keepOffline(second);
    await chooseFromAccountMenu(other, "Logout", () => expect(waitingDialog(other)).toBeVisible({ timeout: 5_000 }));
    dialog = waitingDialog(other);
    await expect(dialog).toContainText(`Your proof for "${second}"`);
    await dialog.getByRole("button", { name: "Discard it and log out" }).click();
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    // The first tab, still offline, shows the signed-out page too.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();

    // Someone else signs in; the first tab comes back online: the first person's proof is never sent.
    await signInAndLand(other, { name: "Liam Learner" }, /\/dashboard$/);
    await setOffline(false);
    await page.waitForLoadState();
    await expect(page.getByText("Tess Twotabs")).toHaveCount(0);
    await expect
      .poll(async () => (await admin.tasksOf(studentId)).find((task) => task.name === second)?.proofUrl ?? "none")
      .toBe("none");
    await other.close();
    await admin.dispose();
  });
});
