import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * The colour palettes the app uses (teal for actions, gray for the rest, and the toast and status colours:
 * red, orange, green, blue); each palette is hundreds of CSS variables, so the unused ones are left out.
 */
const UNUSED_PALETTES = ["yellow", "cyan", "purple", "pink"];
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * Chakra UI's default theme with only the recipes this app uses: the full set (sixty-odd components) would
 * be part of every first page load. A component added to the app needs its recipe added here.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * The colours that fall short of WCAG AA contrast in the defaults, made darker: white text on the default
 * teal button (teal.600) is 3.7:1 and the default error text (red.500) on white is 3.8:1.
 */
const accessibleColours = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        teal: {
          solid: { value: "{colors.teal.700}" },
          focusRing: { value: { _light: "{colors.teal.700}", _dark: "{colors.teal.400}" } },
        },
        green: { solid: { value: "{colors.green.700}" } },
        red: { solid: { value: "{colors.red.700}" } },
        fg: {
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } },
        },
      },
    },
  },
});

/** The app's Chakra system: Chakra's base with the theme above and the accessible colours. */
export const system = createSystem(defaultBaseConfig, theme, accessibleColours);
