import type { User } from "@common/api-types";
import type { AddUserInput, UpdateProfileInput } from "@common/validation";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";

export async function addUser(deps: AppDeps, input: AddUserInput, picture?: Buffer): Promise<User> {
  if (!picture) return deps.users.create(input);
  const id = deps.users.newId();
  const { user } = await deps.images.storeAndReference("pictures", id, picture, async (pictureKey) => ({
    user: await deps.users.create({ ...input, pictureKey }, id),
    previousKey: null,
  }));
  return user;
}

export async function updateProfile(deps: AppDeps, userId: string, input: UpdateProfileInput): Promise<User> {
  const user = await deps.users.updateProfile(userId, input);
  if (!user) throw notFound("Your account no longer exists.");
  return user;
}

export async function uploadPicture(deps: AppDeps, userId: string, picture: Buffer): Promise<User> {
  await deps.images.storeAndReference("pictures", userId, picture, (key) => deps.users.replacePicture(userId, key));
  const user = await deps.users.findById(userId);
  if (!user) throw notFound("Your account no longer exists.");
  return user;
}
