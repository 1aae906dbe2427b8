import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createTestApp, provisionUser, uniqueEmail } from "../functions/test/api/harness";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const { deps } = createTestApp();

const createAdmin = (...args: string[]) =>
  run("npx", ["tsx", "scripts/create-admin.ts", ...args], { cwd: root, env: process.env });

describe("npm run create-admin", () => {
  it("When the address is new, then an admin with that name is created", async () => {
    const email = uniqueEmail("first-admin");
    const { stdout } = await createAdmin("--email", email, "--name", "First Admin");
    expect(stdout).toContain(`Created admin ${email}`);
    expect(await deps.users.findByEmail(email)).toMatchObject({ role: "admin", name: "First Admin" });
  });

  it("When the address belongs to a student, then the student is promoted", async () => {
    const student = await provisionUser(deps);
    const { stdout } = await createAdmin("--email", student.email.toUpperCase());
    expect(stdout).toContain("is now an admin");
    expect(await deps.users.findById(student._id)).toMatchObject({ role: "admin", name: student.name });
  });

  it("When the address is invalid, then it fails with a message and creates nothing", async () => {
    await expect(createAdmin("--email", "nope", "--name", "X")).rejects.toMatchObject({
      stderr: expect.stringContaining("Please enter a valid email address"),
    });
  });
});
