import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./src", import.meta.url)),
  "@common": fileURLToPath(new URL("../common", import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  server: {
    // `npm run dev -w web` next to `npm start`: the API comes through the Hosting emulator.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
  build: { sourcemap: true },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
