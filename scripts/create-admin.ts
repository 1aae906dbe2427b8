/**
 * Creates the first admin, or promotes an existing user to admin, in any project:
 *
 *   npm run create-admin -- --email ana@example.com --name "Ana Admin"                  # the local emulators
 *   npm run create-admin -- --email ana@example.com --name "Ana Admin" --project my-app  # a real project
 *
 * Locally it writes to the running `npm start` backend. For a real project it uses Application Default
 * Credentials (`gcloud auth application-default login`).
 */
import { parseArgs } from "node:util";
import { emailField, nameField } from "@common/validation";
import { UserRepository } from "../functions/src/tooling";
import { adminFirestore, closeAdminApps } from "./lib/admin";
import { projectEnvironment } from "./lib/project-target";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, project: { type: "string" } },
  });
  const email = emailField.safeParse(values.email ?? "");
  if (!email.success) throw new UsageError(email.error.issues[0]?.message ?? "Email is required");

  const { projectId, env } = await projectEnvironment(values.project).catch((error: Error) => {
    throw new UsageError(error.message);
  });
  const users = new UserRepository(adminFirestore(env));

  const existing = await users.findByEmail(email.data);
  if (existing) {
    await users.setRole(existing._id, "admin");
    console.log(`${existing.email} (${existing.name}) is now an admin of ${projectId}.`);
    return;
  }
  const name = nameField.safeParse(values.name ?? "");
  if (!name.success) throw new UsageError(`--name: ${name.error.issues[0]?.message ?? "Name is required"}`);
  const user = await users.create({
    email: email.data,
    name: name.data,
    role: "admin",
    phoneNumber: "",
    birthDate: "",
  });
  console.log(`Created admin ${user.email} (${user.name}) in ${projectId}. They can now sign in with Google.`);
}

class UsageError extends Error {}

main()
  .then(() => closeAdminApps())
  .catch(async (error: unknown) => {
    console.error(
      error instanceof UsageError
        ? `✖ ${error.message}\nUsage: npm run create-admin -- --email <address> --name <name> [--project <id>]`
        : error,
    );
    await closeAdminApps();
    process.exitCode = 1;
  });
