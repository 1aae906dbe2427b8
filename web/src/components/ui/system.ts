import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/**
 * Chakra UI's defaults, with the colours that fall short of WCAG AA contrast made darker: white text on the
 * default teal button (teal.600) is 3.7:1 and the default error text (red.500) on white is 3.8:1.
 */
const config = defineConfig({
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

export const system = createSystem(defaultConfig, config);
