import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ColorModeProvider } from "./color-mode";
import { getSystem } from "./system";
import { Toaster } from "./toaster";

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <ColorModeProvider>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
