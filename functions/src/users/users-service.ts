import { randomUUID } from "node:crypto";
import type { User } from "@common/api-types";
import type { AddUserInput, UpdateProfileInput } from "@common/validation";
import type { AppDeps } from "../deps";
import { notFound } from "../errors";
import { newFileKey } from "../files/file-urls";
import { cleanImage } from "../files/images";

/** Stores a cleaned picture for the user and returns its key. */
async function storePicture(deps: AppDeps, userId: string, bytes: Buffer): Promise<string> {
  const image = await cleanImage(bytes);
  const key = newFileKey("pictures", userId, randomUUID(), image.extension);
  await deps.files.put(key, image.bytes, image.contentType);
  return key;
}

/** Runs a database write that refers to a just-stored file; if the write fails, the file goes too. */
async function referencing<T>(deps: AppDeps, key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
}

export async function addUser(deps: AppDeps, input: AddUserInput, picture?: Buffer): Promise<User> {
  if (!picture) return deps.users.create(input);
  const id = deps.users.newId();
  const pictureKey = await storePicture(deps, id, picture);
  return referencing(deps, pictureKey, () => deps.users.create({ ...input, pictureKey }, id));
}

export async function updateProfile(deps: AppDeps, userId: string, input: UpdateProfileInput): Promise<User> {
  const user = await deps.users.updateProfile(userId, input);
  if (!user) throw notFound("Your account no longer exists.");
  return user;
}

export async function uploadPicture(deps: AppDeps, userId: string, picture: Buffer): Promise<User> {
  const pictureKey = await storePicture(deps, userId, picture);
  const replaced = await referencing(deps, pictureKey, () => deps.users.replacePicture(userId, pictureKey));
  if (!replaced) {
    await deps.files.delete(pictureKey);
    throw notFound("Your account no longer exists.");
  }
  if (replaced.previousKey) await deps.files.delete(replaced.previousKey);
  const user = await deps.users.findById(userId);
  if (!user) throw notFound("Your account no longer exists.");
  return user;
}
