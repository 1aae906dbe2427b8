import type { User } from "@common/api-types";
import type { Language } from "@common/languages";
import { MESSAGES, type AddUserInput, type EditUserInput, type UpdateProfileInput } from "@common/validation";
import type { SessionRepository } from "../auth/session-repository";
import { badRequest, notFound } from "../errors";
import type { MediaStore } from "../files/media-store";
import type { UploadLeases } from "../files/upload-leases";
import type { AuthPort } from "../lib/firebase";
import type { NotificationRepository } from "../notifications/notification-repository";
import { chargeInvitations, invitationFor, type InvitationDeps, type Inviter } from "./invitations";
import { normalizeEmail, type UserRepository } from "./user-repository";

interface UserDeps {
  users: UserRepository;
  media: MediaStore;
}

/** What managing accounts touches beyond the user: their sessions, tasks, notifications and files. */
export interface AccountDeps extends UserDeps {
  sessions: Pick<SessionRepository, "deleteAllOf">;
  /** The tasks' repository, which lies above the users' area: it deletes a user's tasks, naming their files. */
  tasks: { deleteAllOf(userId: string): Promise<string[]> };
  notifications: Pick<NotificationRepository, "deleteAllOf">;
  auth: Pick<AuthPort, "deleteUserByEmail">;
  /** The groups' repository, which lies above the users' area: a deleted student leaves every group. */
  groups: { removeFromAll(studentId: string): Promise<void> };
  /** The reviews' saved comments, which lie above the users' area: an admin's go with their account. */
  savedComments: { deleteOf(adminId: string): Promise<void> };
}

/**
 * Adds an account (with its picture, when one is given) and, when the form's box asks for it, queues its person's
 * invitation from `inviter` in the same write, counted against the inviter's quota first.
 */
export async function addUser(
  deps: UserDeps & InvitationDeps,
  { invite, ...input }: AddUserInput,
  inviter: Inviter,
  picture?: Buffer,
): Promise<User> {
  const { users, media } = deps;
  const id = users.newId();
  const invitation = invite ? await invitationFor(deps.invitations, id, input, inviter) : undefined;
  if (invitation) await chargeInvitations(deps, inviter, 1);
  if (!picture) return users.create(input, id, { awaitingSignIn: true, invitation });
  const { user } = await media.storeAndReference(
    "pictures",
    id,
    [{ kind: "image", bytes: picture }],
    async ([key]) => ({
      user: await users.create({ ...input, pictureKey: key ?? null }, id, { awaitingSignIn: true, invitation }),
      previousKeys: [],
    }),
  );
  return user;
}

/**
 * An account made with a picture: holding one of the admin's upload slots, reads the upload (`read`: the
 * account's fields and the picture, which it must hold), then adds the account with it.
 */
export async function addUserWithPicture(
  deps: UserDeps & InvitationDeps & { uploadLeases: Pick<UploadLeases, "hold"> },
  inviter: Inviter,
  read: () => Promise<{ input: AddUserInput; picture?: Buffer }>,
): Promise<User> {
  return deps.uploadLeases.hold(inviter._id, undefined, async () => {
    const { input, picture } = await read();
    if (!picture) throw badRequest('Send the picture in the "picture" field, or use /api/users/add without one.');
    return addUser(deps, input, inviter, picture);
  });
}

/** A person's own new picture: holding one of their upload slots, reads it (`read`), then replaces the old one. */
export async function receivePicture(
  deps: UserDeps & { uploadLeases: Pick<UploadLeases, "hold"> },
  userId: string,
  read: () => Promise<Buffer | undefined>,
): Promise<User> {
  return deps.uploadLeases.hold(userId, undefined, async () => {
    const picture = await read();
    if (!picture) throw badRequest('Send the picture in the "picture" field.');
    return uploadPicture(deps, userId, picture);
  });
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

export async function setLanguage(
  { users }: Pick<UserDeps, "users">,
  userId: string,
  language: Language,
): Promise<User> {
  const user = await users.setLanguage(userId, language);
  if (!user) throw notFound("Your account no longer exists.");
  return user;
}

export async function uploadPicture({ users, media }: UserDeps, userId: string, picture: Buffer): Promise<User> {
  await media.storeAndReference("pictures", userId, [{ kind: "image", bytes: picture }], async ([key]) => {
    const { previousKey } = await users.replacePicture(userId, key ?? null);
    return { previousKeys: previousKey ? [previousKey] : [] };
  });
  const user = await users.findById(userId);
  if (!user) throw notFound("Your account no longer exists.");
  return user;
}

/** An admin's edit of an account; one made an admin leaves every group (groups hold students only). */
export async function editUser(
  { users, groups }: Pick<AccountDeps, "users" | "groups">,
  id: string,
  input: EditUserInput,
  actorId: string,
) {
  const user = await users.updateByAdmin(id, input, actorId);
  if (user.role !== "student") await groups.removeFromAll(id);
  return user;
}

/**
 * Deactivating ends the account's sessions at once; its data stays. Reactivating clears them too: a sign-in
 * that raced the deactivation may have left one, and it must not come back to life.
 */
export async function setUserActive(
  { users, sessions }: Pick<AccountDeps, "users" | "sessions">,
  id: string,
  active: boolean,
  actorId: string,
): Promise<User> {
  const { user, changed } = await users.setActive(id, active, actorId);
  // An account already in that state keeps its sessions: "reactivating" an active admin logs nobody out.
  if (changed) await sessions.deleteAllOf(id);
  return user;
}

/**
 * Deletes an account and everything that is its. The account record and its e-mail index go first, in one
 * transaction: from then on nobody can sign in as it, its sessions find no user, and no task can be created
 * for it (a task's write updates its student's record). Then its sessions, tasks, notifications and saved
 * comments go, and last the files (proofs with their thumbnails, the picture), once nothing refers to them, and
 * the sign-in record Firebase Auth kept. The admin confirms by typing the account's address.
 */
export async function deleteUser(deps: AccountDeps, id: string, confirmEmail: string, actorId: string) {
  const user = await deps.users.findById(id);
  if (!user) throw notFound("There is no such user.");
  if (normalizeEmail(confirmEmail) !== normalizeEmail(user.email)) {
    throw badRequest(MESSAGES.confirmEmailMismatch);
  }
  const { pictureKey } = await deps.users.delete(id, actorId);
  await deps.sessions.deleteAllOf(id);
  const proofKeys = await deps.tasks.deleteAllOf(id);
  await deps.notifications.deleteAllOf(id);
  await deps.groups.removeFromAll(id);
  await deps.savedComments.deleteOf(id);
  await deps.media.remove(...proofKeys, pictureKey);
  // The sign-in record Firebase Auth kept of their Google account goes too.
  await deps.auth.deleteUserByEmail(user.email);
}
