import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { LuMoon, LuSun } from "react-icons/lu";
import { useT } from "@/lib/i18n/use-t";

/** Requirements §1: the theme is a boolean kept in localStorage under `darkMode`, default false, saved on every change. */
export const DARK_MODE_STORAGE_KEY = "darkMode";

export function readDarkMode(storage: Storage = window.localStorage): boolean {
  try {
    return JSON.parse(storage.getItem(DARK_MODE_STORAGE_KEY) ?? "false") === true;
  } catch {
    return false;
  }
}

function applyDarkMode(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle("dark", dark);
  root.classList.toggle("light", !dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

interface ColorModeContextValue {
  darkMode: boolean;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  // The page's colours are right from the first paint (web/build/theme-init.js sets the class); this follows.
  const [darkMode, setDarkMode] = useState(readDarkMode);

  useLayoutEffect(() => {
    applyDarkMode(darkMode);
  }, [darkMode]);

  const toggleColorMode = useCallback(() => {
    setDarkMode((dark) => {
      const next = !dark;
      try {
        window.localStorage.setItem(DARK_MODE_STORAGE_KEY, JSON.stringify(next));
      } catch (error) {
        console.warn("Could not save the theme choice", error);
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ darkMode, toggleColorMode }), [darkMode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error("useColorMode must be used inside ColorModeProvider");
  return context;
}

export function ColorModeButton(props: Omit<IconButtonProps, "aria-label">) {
  const { darkMode, toggleColorMode } = useColorMode();
  const t = useT();
  return (
    <IconButton
      variant="ghost"
      aria-label={darkMode ? t("theme.toLight") : t("theme.toDark")}
      aria-pressed={darkMode}
      onClick={toggleColorMode}
      {...props}
    >
      {darkMode ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
