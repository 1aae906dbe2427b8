import { afterEach, describe, expect, it, vi } from "vitest";
import startApp from "../../start-app.js?raw";

// The script imports the entry with `import(href)`; the test sees that call instead of a real import.
const IMPORT = "import(href)";
const runStartApp = (started: (href: string) => void) => {
  expect(startApp).toContain(IMPORT);
  new Function("started", startApp.replace(IMPORT, "started(href)"))(started);
};

describe("start-app.js (runs the built entry once the first frame is painted)", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    window.__early = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const addEntryLink = () => {
    document.head.innerHTML =
      '<link rel="modulepreload" crossorigin href="/assets/index-abc.js" data-app-entry>' +
      '<link rel="modulepreload" crossorigin href="/assets/other.js">';
  };

  /** Holds the next animation frame back until the test paints it. */
  const holdAnimationFrame = () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    return () => frame?.(0);
  };

  it("imports the entry in the task after the first animation frame, not before", () => {
    vi.useFakeTimers();
    addEntryLink();
    const paintFrame = holdAnimationFrame();
    const started = vi.fn();
    runStartApp(started);
    expect(started).not.toHaveBeenCalled();
    paintFrame();
    expect(started).not.toHaveBeenCalled(); // the frame is still to be painted
    vi.runAllTimers();
    expect(started).toHaveBeenCalledExactlyOnceWith(`${location.origin}/assets/index-abc.js`);
  });

  it("imports it at once in a hidden tab, which paints no frame until shown", () => {
    addEntryLink();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const frame = vi.spyOn(window, "requestAnimationFrame");
    const started = vi.fn();
    runStartApp(started);
    expect(started).toHaveBeenCalledExactlyOnceWith(`${location.origin}/assets/index-abc.js`);
    expect(frame).not.toHaveBeenCalled();
  });

  it("does nothing on the dev server's page, whose module script runs the app itself", () => {
    const started = vi.fn();
    const frame = vi.spyOn(window, "requestAnimationFrame");
    runStartApp(started);
    expect(started).not.toHaveBeenCalled();
    expect(frame).not.toHaveBeenCalled();
  });

  const addScreen = (data: string) => {
    addEntryLink();
    document.head.insertAdjacentHTML(
      "beforeend",
      '<meta name="screen-modules" content="/assets/page.js /assets/dates.js">' +
        `<meta name="screen-data" content="${data}">`,
    );
  };
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]:not([data-app-entry])')].map(
      (link) => link.getAttribute("href"),
    );

  it("preloads the screen's modules and asks for its data with the entry, after the first frame", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 26, 12)); // a Thursday
    addScreen("/api/board?week={monday} /api/tasks?from={monday}&to={sunday}");
    const get = vi.fn();
    window.__early = { requests: new Map(), get };
    const paintFrame = holdAnimationFrame();
    const started = vi.fn();
    runStartApp(started);
    paintFrame();
    expect(preloaded()).toEqual(["/assets/other.js"]);
    expect(get).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(preloaded()).toEqual(["/assets/other.js", "/assets/page.js", "/assets/dates.js"]);
    const added = document.head.querySelector<HTMLLinkElement>('link[href="/assets/page.js"]');
    expect(added?.crossOrigin).toBe(""); // as the entry's: the module map shares one fetch
    expect(get.mock.calls).toEqual([["/api/board?week=2026-11-23"], ["/api/tasks?from=2026-11-23&to=2026-11-29"]]);
    expect(started).toHaveBeenCalledOnce();
  });

  it("fetches the screen's stylesheets after the first frame, as preloads its modules' loader links from", () => {
    vi.useFakeTimers();
    addScreen("");
    document.head.insertAdjacentHTML("beforeend", '<meta name="screen-styles" content="/assets/page.css">');
    const paintFrame = holdAnimationFrame();
    runStartApp(vi.fn());
    const styles = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
        link.getAttribute("href"),
        link.as,
        link.crossOrigin,
      ]);
    paintFrame();
    expect(styles()).toEqual([]);
    vi.runAllTimers();
    // Anonymous CORS, as Vite's loader links it: otherwise the two would be two requests.
    expect(styles()).toEqual([["/assets/page.css", "style", ""]]);
    // Not a stylesheet of its own: applied when the screen's loader links it, so never twice.
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it("works the week out on this device's calendar, Sunday belonging to the week before", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2027, 0, 3, 23, 30)); // Sunday 3 January 2027, late evening
    addScreen("/api/tasks?from={monday}&to={sunday}");
    const get = vi.fn();
    window.__early = { requests: new Map(), get };
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runStartApp(vi.fn());
    expect(get).toHaveBeenCalledExactlyOnceWith("/api/tasks?from=2026-12-28&to=2027-01-03");
  });

  it("asks for no data where session-init.js found no session, but still preloads the screen", () => {
    addScreen("/api/users/list");
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    runStartApp(vi.fn());
    expect(window.__early).toBeUndefined();
    expect(preloaded()).toEqual(["/assets/other.js", "/assets/page.js", "/assets/dates.js"]);
  });
});
