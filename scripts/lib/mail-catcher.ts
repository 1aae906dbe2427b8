/**
 * The local mail catcher: MailDev, which takes every e-mail the reminder job sends over SMTP and shows
 * it in a web inbox, so nothing leaves the machine. `npm start` and the journeys of `npm test` run it.
 */
import { MailDev } from "maildev";
import { describeTakenPort, findTakenPort, freePort } from "./preflight";

/** Its ports: beside firebase.json's, and like them fixed, so the inbox's address stays the same. */
export const MAIL_CATCHER = { host: "127.0.0.1", smtpPort: 1025, webPort: 1080 } as const;

/** A message as MailDev's REST API gives it. */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html?: string;
}

export interface RunningMailCatcher {
  /** What the reminder job sends to. */
  smtpUrl: string;
  /** The web inbox; its REST API is under /api (e.g. /api/email). */
  inboxUrl: string;
  /** Every message caught so far. */
  messages(): Promise<CaughtMail[]>;
  /** A message as it arrived, headers and all. */
  source(id: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts MailDev on its fixed ports (`npm start`, the journeys), or with `freePorts` on ports nothing else uses
 * (a test file's own); keeping its messages in `mailDirectory` across runs when one is given.
 */
export async function startMailCatcher(
  options: { mailDirectory?: string; freePorts?: boolean } = {},
): Promise<RunningMailCatcher> {
  const { host } = MAIL_CATCHER;
  const [smtpPort, webPort] = options.freePorts
    ? [await freePort(), await freePort()]
    : [MAIL_CATCHER.smtpPort, MAIL_CATCHER.webPort];
  if (!options.freePorts) {
    const taken = await findTakenPort([
      { name: "mail catcher's SMTP", port: smtpPort, configKey: "MAIL_CATCHER.smtpPort (scripts/lib/mail-catcher.ts)" },
      { name: "mail catcher's inbox", port: webPort, configKey: "MAIL_CATCHER.webPort (scripts/lib/mail-catcher.ts)" },
    ]);
    if (taken) throw new Error(describeTakenPort(taken).replace(" in firebase.json", ""));
  }
  const maildev = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: host,
    webIp: host,
    silent: true,
    ...(options.mailDirectory ? { mailDirectory: options.mailDirectory } : {}),
  });
  await maildev.start();
  const inboxUrl = `http://${host}:${webPort}`;
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl,
    messages: async () => (await (await fetch(`${inboxUrl}/api/email`)).json()) as CaughtMail[],
    source: async (id) => (await fetch(`${inboxUrl}/api/email/${id}/source`)).text(),
    stop: () => maildev.stop(),
  };
}
