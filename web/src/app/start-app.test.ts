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


});
