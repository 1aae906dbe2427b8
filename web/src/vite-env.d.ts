/// <reference types="vite/client" />

/** A message catalogue, compiled at build time by Lingui's Vite plugin. */
declare module "*?lingui" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
