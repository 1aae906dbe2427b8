// Applies the saved theme before the first paint, inlined by head-script.ts. As src/components/ui/color-mode.tsx:
// the theme is the boolean under localStorage "darkMode", default false.
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
})();
