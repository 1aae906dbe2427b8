// Before the first paint: the saved theme (as components/ui/color-mode.tsx) and whether this is an admin page.
(function () {
  var dark = false;
  try {
    dark = JSON.parse(localStorage.getItem("darkMode") || "false") === true;
  } catch (e) {
    dark = false;
  }
  var root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.classList.toggle("light", !dark);
  root.style.colorScheme = dark ? "dark" : "light";
  // Admin pages have no top bar (SPEC §1): index.html's static one (src/app/app-shell.css) stays hidden there.
  root.classList.toggle("admin-route", /^\/admin(\/|$)/.test(location.pathname));
})();
