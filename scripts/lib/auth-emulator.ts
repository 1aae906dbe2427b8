/**
 * A Google ID token from the Auth emulator, as the browser SDK gets one after a Google sign-in: for the API
 * tests, the browser journeys' setup and the benchmark. `sub` defaults to the one the app's emulator
 * account chooser uses, so all of them meet the same emulator user.
 */
export async function emulatorGoogleIdToken(
  authHost: string,
  email: string,
  { verified = true, sub = `emulator-${email}` }: { verified?: boolean; sub?: string } = {},
): Promise<string> {
  const claims = JSON.stringify({ sub, email, email_verified: verified });
  const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: "http://localhost",
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The Auth emulator gave no ID token: ${JSON.stringify(body)}`);
  return body.idToken;
}
