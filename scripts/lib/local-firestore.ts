/**
 * Which local Firestore `npm start`, `npm test` and the bench use, in this order: firebase-tools' own
 * emulators where Java 21 is present; else an installed Cloud Firestore emulator (the gcloud component,
 * which runs on older Java); else the embedded Node server, the last resort for a machine with only Node.
 * `LOCAL_FIRESTORE=firebase-tools|cloud-emulator|embedded` forces one; `FIRESTORE_EMULATOR_LAUNCHER` names
 * the Cloud Firestore emulator's launcher when it is not under gcloud's SDK root.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { javaMajorVersion } from "./preflight";

export type LocalFirestore =
  | { kind: "firebase-tools"; java: number }
  | { kind: "cloud-emulator"; launcher: string; java: number | undefined }
  | { kind: "embedded"; java: number | undefined };

const LAUNCHER = "platform/cloud-firestore-emulator/cloud_firestore_emulator";
/** Where Debian's google-cloud-cli packages put the SDK, for when `gcloud` itself is not on the PATH. */
const DEBIAN_SDK_ROOT = "/usr/lib/google-cloud-sdk";
const KINDS = ["firebase-tools", "cloud-emulator", "embedded"] as const;

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
    throw new Error(`LOCAL_FIRESTORE must be one of ${KINDS.join(", ")}; it is "${forced}".`);
  }
  if (forced === "embedded") return { kind: "embedded", java };
  if ((forced === undefined || forced === "firebase-tools") && java !== undefined && java >= 21) {
    return { kind: "firebase-tools", java };
  }
  if (forced === "firebase-tools") {
    throw new Error(`LOCAL_FIRESTORE=firebase-tools needs Java 21; ${java ? `Java ${java} is installed` : "no Java"}.`);
  }
  const launcher = java === undefined ? undefined : findCloudFirestoreEmulator(env);
  if (launcher) return { kind: "cloud-emulator", launcher, java };
  if (forced === "cloud-emulator") {
    throw new Error(
      java === undefined
        ? "LOCAL_FIRESTORE=cloud-emulator needs Java, and none is installed."
        : "LOCAL_FIRESTORE=cloud-emulator: no Cloud Firestore emulator found (install the gcloud component " +
            "`google-cloud-cli-firestore-emulator` or set FIRESTORE_EMULATOR_LAUNCHER).",
    );
  }
  return { kind: "embedded", java };
}

/** One line that says which local Firestore is used, and where files are kept. */
export function describeLocalFirestore(choice: LocalFirestore): string {
  const javaFound = choice.java ? `Java ${choice.java}` : "no Java";
  switch (choice.kind) {
    case "firebase-tools":
      return `Local Firestore: firebase-tools' official emulators (${javaFound}); files in the Storage emulator.`;
    case "cloud-emulator":
      return (
        `Local Firestore: the official Cloud Firestore emulator (${choice.launcher}, ${javaFound}); files on ` +
        "local disk (the Storage emulator needs Java 21)."
      );
    case "embedded":
      return (
        `Local Firestore: the embedded Node server, the last resort (${javaFound}, no Cloud Firestore emulator ` +
        "found); files on local disk."
      );
  }
}
