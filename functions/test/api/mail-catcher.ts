/**
 * The local mail catcher the tests send to: MailDev (the same one `npm start` runs), read through its REST API.
 */
import { createServer } from "node:net";
import { MailDev } from "maildev";

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html?: string;
}

export interface MailCatcher {
  smtpUrl: string;
  /** Every message caught so far. */
  messages(): Promise<CaughtMail[]>;
  /** A message as it arrived, headers and all. */
  source(id: string): Promise<string>;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const [smtp, web] = [await freePort(), await freePort()];
  const maildev = new MailDev({ smtp, web, ip: "127.0.0.1", webIp: "127.0.0.1", silent: true });
  await maildev.start();
  const api = `http://127.0.0.1:${web}/api`;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    messages: async () => (await (await fetch(`${api}/email`)).json()) as CaughtMail[],
    source: async (id) => (await fetch(`${api}/email/${id}/source`)).text(),
    stop: () => maildev.stop(),
  };
}
