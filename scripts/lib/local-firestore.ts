/**
 * Which official Firestore emulator `npm start`, `npm test` and the bench use: firebase-tools' own where Java 21
 * is present (it refuses to start it on older Java), else the installed Cloud Firestore emulator (the gcloud
 * component `google-cloud-cli-firestore-emulator`, which runs on Java 17). `LOCAL_FIRESTORE=firebase-tools|
 * cloud-emulator` forces one; `FIRESTORE_EMULATOR_LAUNCHER` names the Cloud Firestore emulator's launcher when it
 * is not under gcloud's SDK root. With neither, the stack does not start and says what to install.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { javaMajorVersion } from "./preflight";

export type LocalFirestore =
  | { kind: "firebase-tools"; java: number }
  | { kind: "cloud-emulator"; launcher: string; java: number };

const LAUNCHER = "platform/cloud-firestore-emulator/cloud_firestore_emulator";
/** Where Debian's google-cloud-cli packages put the SDK, for when `gcloud` itself is not on the PATH. */
const DEBIAN_SDK_ROOT = "/usr/lib/google-cloud-sdk";
const KINDS = ["firebase-tools", "cloud-emulator"] as const;

export class NoLocalFirestoreError extends Error {}

/** The Cloud Firestore emulator's launcher: the variable, else under gcloud's SDK root, else undefined. */
export function findCloudFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.FIRESTORE_EMULATOR_LAUNCHER) {
    return existsSync(env.FIRESTORE_EMULATOR_LAUNCHER) ? env.FIRESTORE_EMULATOR_LAUNCHER : undefined;
  }
  const gcloud = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
    encoding: "utf8",
    timeout: 15_000,
  });
  const roots = [gcloud.status === 0 ? gcloud.stdout.trim() : "", DEBIAN_SDK_ROOT].filter(Boolean);
  return roots.map((root) => path.join(root, LAUNCHER)).find((launcher) => existsSync(launcher));
}

export function chooseLocalFirestore(env: NodeJS.ProcessEnv = process.env): LocalFirestore {
  const java = javaMajorVersion();
  const forced = env.LOCAL_FIRESTORE as (typeof KINDS)[number] | undefined;
  if (forced !== undefined && !KINDS.includes(forced)) {
    throw new NoLocalFirestoreError(`LOCAL_FIRESTORE must be one of ${KINDS.join(", ")}; it is "${forced}".`);
  }
  if (java === undefined) {
    throw new NoLocalFirestoreError(
      "The Firestore emulator needs Java, and none is installed: install Java 21 or later (firebase-tools' " +
        "emulators), or Java 17 and the Cloud Firestore emulator (google-cloud-cli-firestore-emulator).",
    );
  }
  if ((forced === undefined || forced === "firebase-tools") && java >= 21) return { kind: "firebase-tools", java };
  if (forced === "firebase-tools") {
    throw new NoLocalFirestoreError(`LOCAL_FIRESTORE=firebase-tools needs Java 21; Java ${java} is installed.`);
  }
  const launcher = findCloudFirestoreEmulator(env);
  if (launcher) return { kind: "cloud-emulator", launcher, java };
  throw new NoLocalFirestoreError(
    `No Firestore emulator can run here: firebase-tools' needs Java 21 (Java ${java} is installed), and no ` +
      "Cloud Firestore emulator was found (install the gcloud component google-cloud-cli-firestore-emulator, " +
      "or set FIRESTORE_EMULATOR_LAUNCHER to its launcher).",
  );
}

/** One line that says which local Firestore is used, and where files are kept. */
export function describeLocalFirestore(choice: LocalFirestore): string {
  return choice.kind === "firebase-tools"
    ? `Local Firestore: firebase-tools' official emulators (Java ${choice.java}); files in the Storage emulator.`
    : `Local Firestore: the official Cloud Firestore emulator (${choice.launcher}, Java ${choice.java}); files on ` +
        "local disk (the Storage emulator needs Java 21).";
}
