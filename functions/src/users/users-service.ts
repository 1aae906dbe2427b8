import type { User } from "@common/api-types";
import type { AddUserInput, UpdateProfileInput } from "@common/validation";
import { notFound } from "../errors";
import type { ImageStore } from "../files/image-store";
import type { UserRepository } from "./user-repository";

interface UserDeps {
  users: UserRepository;
  images: ImageStore;
}

export async function addUser({ users, images }: UserDeps, input: AddUserInput, picture?: Buffer): Promise<User> {
  if (!picture) return users.create(input);
  const id = users.newId();
  const { user } = await images.storeAndReference("pictures", id, picture, async (pictureKey) => ({
    user: await users.create({ ...input, pictureKey }, id),
    previousKey: null,
  }));
  return user;
}

export async function updateProfile(
  { users }: Pick<UserDeps, "users">,
  userId: string,
  input: UpdateProfileInput,
): Promise<User> {
  const user = await users.updateProfile(userId, input);
  if (!user) throw notFound("Your account no longer exists.");
  return user;
}

export async function uploadPicture({ users, images }: UserDeps, userId: string, picture: Buffer): Promise<User> {
  await images.storeAndReference("pictures", userId, picture, (key) => users.replacePicture(userId, key));
  const user = await users.findById(userId);
  if (!user) throw notFound("Your account no longer exists.");
  return user;
}
