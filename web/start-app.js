// Runs the app's code once the page's first frame is painted. The build fetches the entry from the start (a
// modulepreload link marked data-app-entry, in place of its module script), so the download is not delayed;
// only the evaluation waits, so that a phone shows the top bar or the screen's first frame first instead of
// after the entry's long evaluation. The dev server keeps the module script (no link: nothing to do here).
(function () {
  var entry = document.querySelector("link[data-app-entry]");
  if (!entry) return;
  var href = entry.href;
  function start() {
    import(href);
  }
  // A hidden tab paints nothing (and runs no animation frames) until shown: start at once there.
  if (document.visibilityState !== "visible") start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
