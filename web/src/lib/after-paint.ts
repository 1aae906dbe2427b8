/**
 * Resolves once the page has loaded and the browser has painted the frame of the render whose effect called it:
 * what no screen needs in order to show (the offline work, the service worker) starts then, so that it competes
 * with nothing the first screen downloads or draws.
 */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(resolve));
    if (document.readyState === "complete") painted();
    else window.addEventListener("load", painted, { once: true });
  });
