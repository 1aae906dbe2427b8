// Runs the app's code once the page's first frame is painted. The build fetches the entry from the start (a
// modulepreload link marked data-app-entry, in place of its module script), so the download is not delayed;
// only the evaluation waits, so that a phone shows the top bar or the screen's first frame first instead of
// after the entry's long evaluation. With it start what the route's page names for its screen (route-html.ts):
// its modules (screen-modules), their stylesheets (screen-styles) and, where session-init.js found a session,
// its first data (screen-data), so that neither waits for the entry to download and run, nor holds the first
// paint back. The dev server keeps the module script (no link: nothing to do here).
(function () {
  var entry = document.querySelector("link[data-app-entry]");
  if (!entry) return;
  var href = entry.href;
  function named(name) {
    var meta = document.querySelector('meta[name="' + name + '"]');
    return meta ? meta.content.split(" ") : [];
  }
  // This week's Monday and Sunday on this device's calendar, as the screens work them out (common/calendar-date.ts).
  function weekDay(offset) {
    var now = new Date();
    var day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) + offset);
    var pad = function (value) {
      return (value < 10 ? "0" : "") + value;
    };
    return day.getFullYear() + "-" + pad(day.getMonth() + 1) + "-" + pad(day.getDate());
  }
  // A preload in anonymous CORS mode, as the entry's and as the links the modules' loader adds: one request.
  function preload(rel, href, as) {
    var link = document.createElement("link");
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    named("screen-modules").forEach(function (module) {
      preload("modulepreload", module);
    });
    // Fetched now; the modules' loader links each as a stylesheet before running them, from this response.
    named("screen-styles").forEach(function (style) {
      preload("preload", style, "style");
    });
    import(href);
  }
  // A hidden tab paints nothing (and runs no animation frames) until shown: start at once there.
  if (document.visibilityState !== "visible") start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
