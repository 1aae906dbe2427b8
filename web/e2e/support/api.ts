import { request, type APIRequestContext } from "@playwright/test";

/** A Google ID token from the Auth emulator, as the browser SDK would get one. */
async function googleIdToken(email: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";
  const claims = JSON.stringify({ sub: `emulator-${email}`, email, email_verified: true });
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=e2e`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: "http://localhost",
      returnSecureToken: true,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`No ID token from the Auth emulator: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** The demo admin, signed in through the real API: sets up data the journeys then use through the UI. */
export class AdminApi {
  private constructor(
    private readonly context: APIRequestContext,
    private readonly xsrf: string,
  ) {}

  static async open(baseURL: string): Promise<AdminApi> {
    const context = await request.newContext({ baseURL });
    const credential = await googleIdToken("admin@taskplanner.test");
    const response = await context.post("/api/auth/google", { data: { credential } });
    if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()} ${await response.text()}`);
    const { cookies } = await context.storageState();
    const xsrf = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
    return new AdminApi(context, xsrf);
  }

  private async post<T>(path: string, data: unknown): Promise<T> {
    const response = await this.context.post(path, { data, headers: { "X-XSRF-TOKEN": this.xsrf } });
    if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async addStudent(email: string, name: string): Promise<string> {
    const result = await this.post<{ user: { _id: string } }>("/api/users/add", { email, name, role: "student" });
    return result.user._id;
  }

  async addTask(task: { name: string; instructions: string; deadline: string; category: string; assignedTo: string }) {
    await this.post("/api/tasks/add", task);
  }

  dispose() {
    return this.context.dispose();
  }
}
