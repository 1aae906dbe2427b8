import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { CaughtMail } from "../../../scripts/lib/mail-catcher";

/** The local mail catcher `npm test` starts beside the stack (scripts/lib/mail-catcher.ts), read through its REST API. */
const MAIL_CATCHER = process.env.MAIL_CATCHER_URL ?? "http://127.0.0.1:1080";

/** Every message the local inbox holds for `email`. */
export const mailTo = async (email: string) =>
  ((await (await fetch(`${MAIL_CATCHER}/api/email`)).json()) as CaughtMail[]).filter((mail) =>
    mail.to.some((to) => to.address === email),
  );

/** `npm run remind -- --now`: the reminder job once (it also sends the mail outbox), as `npm start` runs it every minute. */
export async function runReminderJob(): Promise<string> {
  const root = path.resolve(import.meta.dirname, "../../..");
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/remind.ts", "--now"], { cwd: root });
  return stdout;
}
