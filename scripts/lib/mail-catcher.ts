/**
 * The local mail catcher: MailDev, which takes every e-mail the reminder job sends over SMTP and shows
 * it in a web inbox, so nothing leaves the machine. `npm start` and the journeys of `npm test` run it.
 */
import { MailDev } from "maildev";
import { describeTakenPort, findTakenPort } from "./preflight";

/** Its ports: beside firebase.json's, and like them fixed, so the inbox's address stays the same. */
export const MAIL_CATCHER = { host: "127.0.0.1", smtpPort: 1025, webPort: 1080 } as const;

export interface RunningMailCatcher {
  /** What the reminder job sends to. */
  smtpUrl: string;
  /** The web inbox; its REST API is under /api (e.g. /api/email). */
  inboxUrl: string;
  stop(): Promise<void>;
}

/** Starts MailDev, keeping its messages in `mailDirectory` across runs when one is given. */
export async function startMailCatcher(options: { mailDirectory?: string } = {}): Promise<RunningMailCatcher> {
  const { host, smtpPort, webPort } = MAIL_CATCHER;
  const taken = await findTakenPort([
    { name: "mail catcher's SMTP", port: smtpPort, configKey: "MAIL_CATCHER.smtpPort (scripts/lib/mail-catcher.ts)" },
    { name: "mail catcher's inbox", port: webPort, configKey: "MAIL_CATCHER.webPort (scripts/lib/mail-catcher.ts)" },
  ]);
  if (taken) throw new Error(describeTakenPort(taken).replace(" in firebase.json", ""));
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: host,
    webIp: host,
    silent: true,
    ...(options.mailDirectory ? { mailDirectory: options.mailDirectory } : {}),
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: `http://${host}:${webPort}`,
    stop: () => maildev.stop(),
  };
}
