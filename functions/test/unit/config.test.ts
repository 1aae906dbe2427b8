import { describe, expect, it } from "vitest";
import { assertSafeEnvironment, isProduction, loadConfig } from "../../src/config";

describe("assertSafeEnvironment", () => {
  it("When the function runs in production with an emulator variable set, then it refuses to start", () => {
    expect(() => assertSafeEnvironment({ K_SERVICE: "api", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /Refusing to start in production.*FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(() => assertSafeEnvironment({ K_SERVICE: "api", FIRESTORE_EMULATOR_HOST: "x:1" })).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
  });

  it("When the function runs in production without emulator variables, then it starts", () => {
    expect(() => assertSafeEnvironment({ K_SERVICE: "api" })).not.toThrow();
  });

  it("When the function runs in the Functions emulator, then emulator variables are expected", () => {
    const env = { K_SERVICE: "api", FUNCTIONS_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" };
    expect(isProduction(env)).toBe(false);
    expect(() => assertSafeEnvironment(env)).not.toThrow();
  });
});

describe("loadConfig", () => {
  it("When FILE_STORE_DIR is set offline, then files go to local disk", () => {
    expect(loadConfig({ FILE_STORE_DIR: "/tmp/files" }).fileStore).toEqual({ kind: "local", dir: "/tmp/files" });
  });

  it("When deployed, then files go to Cloud Storage even if FILE_STORE_DIR is set", () => {
    expect(loadConfig({ K_SERVICE: "api", FILE_STORE_DIR: "/tmp/files" }).fileStore.kind).toBe("cloud");
  });
});

describe("trusted proxy hops", () => {
  it("When offline, then no X-Forwarded-For entry is trusted: the emulators append none", () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
  });

  it("When deployed, then the two entries Hosting and Google's front end append are trusted", () => {
    expect(loadConfig({ K_SERVICE: "api" }).trustProxyHops).toBe(2);
  });

  it("When deployed, then the project's Hosting domains may send changes", () => {
    expect(loadConfig({ K_SERVICE: "api", GCLOUD_PROJECT: "my-app" }).allowedHosts).toEqual([
      "my-app.web.app",
      "my-app.firebaseapp.com",
    ]);
    expect(loadConfig({ ALLOWED_HOSTS: "Tasks.Example.com, x.test:8080" }).allowedHosts).toEqual([
      "tasks.example.com",
      "x.test:8080",
    ]);
  });
});
