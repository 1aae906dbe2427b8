import { badRequest } from "../errors";
import type { UserRepository } from "./user-repository";

/** The students a task or a plan may go to: active students, looked up by id (never the text a request carried). */
export async function activeStudents(users: Pick<UserRepository, "findManyById">, ids: string[]): Promise<string[]> {
  const found = await users.findManyById(ids);
  for (const user of found) {
    if (!user) throw badRequest("The user to assign the task to does not exist.");
    if (user.role !== "student") throw badRequest("Tasks can only be assigned to students.");
    if (!user.active) {
      throw badRequest(`${user.name}'s account is deactivated: reactivate it to assign tasks.`, {
        key: "refusal.assigneeDeactivated",
        values: { name: user.name },
      });
    }
  }
  return found.map((user) => (user as NonNullable<typeof user>)._id);
}
