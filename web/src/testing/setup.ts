import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { showLanguage } from "@/lib/i18n/i18n";

// The build plugins' tests run in Node (`@vitest-environment node`): the rest is for the components' tests.
if (typeof window !== "undefined") {
  // The screens speak English unless a test chooses another language.
  await showLanguage("en");
  // jsdom lacks these browser APIs that Chakra UI (Ark/Zag) relies on.
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollTo ??= () => {};
  // jsdom decodes no image: every chosen image counts as one this browser can open.
  HTMLImageElement.prototype.decode = () => Promise.resolve();
  window.scrollTo = () => {};
  // findBy and waitFor wait a second by default, which a busy two-core CI machine can overrun: the ceiling is
  // for a screen that never shows what is awaited, not a measure of speed.
  configure({ asyncUtilTimeout: 5_000 });

  afterEach(async () => {
    cleanup();
    // A dialog closed by the unmount leaves Zag's focus trap a task (setTimeout 0) that hands the focus back:
    // run it while the document exists. Left pending, it could run after the file's environment was torn down
    // and fail the run with "document is not defined" (once in four runs of the suite).
    if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
    else await new Promise((resolve) => setTimeout(resolve, 0));
    localStorage.clear();
    document.documentElement.className = "";
  });
}
