import { request, type APIRequestContext } from "@playwright/test";
import { emulatorGoogleIdToken } from "../../../scripts/lib/auth-emulator";

const googleIdToken = (email: string) =>
  emulatorGoogleIdToken(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099", email);

/** A student signed in through the real API, with the CSRF token their requests carry. */
async function signedInAs(baseURL: string, email: string) {
  const context = await request.newContext({ baseURL });
  const response = await context.post("/api/auth/google", { data: { credential: await googleIdToken(email) } });
  if (!response.ok()) throw new Error(`Sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  const { cookies } = await context.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value ?? "";
  return { context, headers: { "X-XSRF-TOKEN": xsrf } };
}

/** A student's proof photo sent through the real API, as the proof dialog sends it. */
export async function sendProofAs(baseURL: string, email: string, taskId: string, photo: Buffer) {
  const { context, headers } = await signedInAs(baseURL, email);
  try {
    const sent = await context.post(`/api/tasks/upload-proof/${taskId}`, {
      headers,
      multipart: { proof: { name: "proof.jpg", mimeType: "image/jpeg", buffer: photo } },
    });
    if (!sent.ok()) throw new Error(`The proof was refused: ${sent.status()} ${await sent.text()}`);
  } finally {
    await context.dispose();
  }
}

/** A student's message on their task's thread through the real API, as the thread's box sends it. */
export async function writeMessageAs(baseURL: string, email: string, taskId: string, text: string) {
  const { context, headers } = await signedInAs(baseURL, email);
  try {
    const sent = await context.post(`/api/tasks/${taskId}/thread/messages`, { headers, data: { text } });
    if (!sent.ok()) throw new Error(`The message was refused: ${sent.status()} ${await sent.text()}`);
  } finally {
    await context.dispose();
  }
}

/**
 * The demo admin (or another admin, by address), signed in through the real API: sets up data the journeys then
 * use through the UI.
 */
export class AdminApi {
  private constructor(
    private readonly context: APIRequestContext,
    private readonly xsrf: string,
  ) {}

  static async open(baseURL: string, email = "admin@taskplanner.test"): Promise<AdminApi> {
    const context = await request.newContext({ baseURL });
    const credential = await googleIdToken(email);
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

  /** Any account, as Add New User makes it (a language, or none until the person's first sign-in). */
  async addUser(user: { email: string; name: string; role: "student" | "admin"; language?: "en" | "es" }) {
    const result = await this.post<{ user: { _id: string } }>("/api/users/add", user);
    return result.user._id;
  }

  async addStudent(email: string, name: string): Promise<string> {
    const result = await this.post<{ user: { _id: string } }>("/api/users/add", { email, name, role: "student" });
    return result.user._id;
  }

  async addTask(task: {
    name: string;
    instructions: string;
    deadline: string;
    category: string;
    assignedTo: string | string[];
    repeat?: { weekdays: number[]; until: string };
    audioAllowed?: boolean;
    /** The group a plan (a repeating task) follows: a student joining it later gets its remaining days. */
    groupId?: string;
  }): Promise<string> {
    const result = await this.post<{ task: { _id: string } }>("/api/tasks/add", task);
    return result.task._id;
  }

  /** The spec's status change: `completed` verifies the task (without a proof, the admin's call). */
  async setStatus(taskId: string, status: "pending" | "completed") {
    const response = await this.context.patch(`/api/tasks/update/${taskId}`, {
      data: { status },
      headers: { "X-XSRF-TOKEN": this.xsrf },
    });
    if (!response.ok()) throw new Error(`Status change failed: ${response.status()} ${await response.text()}`);
  }

  /** A student's tasks as Verify reads them. */
  async tasksOf(userId: string): Promise<{ _id: string; name: string; proofUrl?: string }[]> {
    const response = await this.context.get(`/api/users/${userId}/tasks`);
    if (!response.ok()) throw new Error(`Reading tasks failed: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { tasks: { _id: string; name: string; proofUrl?: string }[] }).tasks;
  }

  /** A group of the given students, as Groups makes it. */
  async addGroup(group: { name: string; description?: string; students: string[] }): Promise<string> {
    const { students, ...fields } = group;
    const result = await this.post<{ group: { _id: string } }>("/api/groups", fields);
    await this.post(`/api/groups/${result.group._id}/students`, { add: students });
    return result.group._id;
  }

  /** The review of a student's proof as it stands, as the review dialog sends it: approved, or sent back. */
  async review(
    studentId: string,
    taskId: string,
    review: { decision: "approve"; comment?: string } | { decision: "redo"; reason: string },
  ) {
    const proofUrl = (await this.tasksOf(studentId)).find((task) => task._id === taskId)?.proofUrl;
    await this.post(`/api/tasks/${taskId}/review`, { ...review, proofUrl });
  }

  /** The group the admin's lists show, or every student (null). */
  async showGroup(groupId: string | null) {
    const response = await this.context.put("/api/groups/shown", {
      data: { groupId },
      headers: { "X-XSRF-TOKEN": this.xsrf },
    });
    if (!response.ok()) throw new Error(`Choosing a group failed: ${response.status()} ${await response.text()}`);
  }

  dispose() {
    return this.context.dispose();
  }
}
