/** A demo account signed in through the Auth emulator and the API, as the browser would: its session cookies. */
import { emulatorGoogleIdToken } from "../lib/auth-emulator";

export interface SessionCookie {
  name: string;
  value: string;
  httpOnly: boolean;
}

export async function sessionCookies(hostingUrl: string, authHost: string, email: string): Promise<SessionCookie[]> {
  const credential = await emulatorGoogleIdToken(authHost, email);
  const response = await fetch(`${hostingUrl}/api/auth/google`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ credential }),
  });
  const cookies = response.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";");
    const equals = pair.indexOf("=");
    return {
      name: pair.slice(0, equals),
      value: pair.slice(equals + 1),
      httpOnly: attributes.some((attribute) => attribute.trim().toLowerCase() === "httponly"),
    };
  });
  if (!response.ok || cookies.length === 0) throw new Error(`${email} could not sign in: ${response.status}`);
  return cookies;
}
