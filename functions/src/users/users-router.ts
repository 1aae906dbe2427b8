import { Router, type Request } from "express";
import { toCalendarDate, addDays } from "@common/calendar-date";
import { MAX_PICTURE_BYTES } from "@common/constants";
import {
  addUserSchema,
  deleteUserSchema,
  editUserSchema,
  languageSettingSchema,
  MESSAGES,
  updateProfileSchema,
  userStatusSchema,
} from "@common/validation";
import { currentUser, requireAdmin, requireUser } from "../auth/session-middleware";
import type { AppConfig } from "../config";
import type { MediaStore } from "../files/media-store";
import type { UploadLeases } from "../files/upload-leases";
import { oneFile, parseMultipart } from "../files/multipart";
import { parseBody, parseFields, pathId } from "../http/validate";
import { uploadRateLimit, type RateLimiter } from "../rate-limits/rate-limit-repository";
import type { UserRepository } from "./user-repository";
import {
  addUser,
  addUserWithPicture,
  deleteUser,
  editUser,
  receivePicture,
  setLanguage,
  setUserActive,
  updateProfile,
  type AccountDeps,
} from "./users-service";
import { sayTo } from "../http/caller-language";
import { inviterOf, resendInvitation, type InvitationDeps } from "./invitations";
import { translatorFor } from "../i18n/translator";

/** It is already tomorrow somewhere: the server allows one day past its own date. */
const latestBirthDate = () => addDays(toCalendarDate(new Date()), 1);

const ADD_USER_FIELDS = ["email", "name", "role", "phoneNumber", "birthDate", "language", "invite"] as const;

/** The one picture of an upload, and its other fields. */
async function pictureUpload(req: Request, allowedFields: readonly string[]) {
  const { fields, files } = await parseMultipart(req, {
    ...oneFile("picture", MAX_PICTURE_BYTES, MESSAGES.pictureTooLarge),
    allowedFields,
  });
  return { fields, file: files[0]?.bytes };
}

export interface UsersRouterDeps extends AccountDeps, InvitationDeps {
  users: UserRepository;
  media: MediaStore;
  uploadLeases: UploadLeases;
  rateLimiter: RateLimiter;
  rateLimits: Pick<AppConfig["rateLimits"], "upload" | "invitations" | "invitationsPerAccount">;
}

/** The user list, accounts and profiles (is-auth and logout are authentication's: auth/auth-router.ts). */
export function usersRouter(deps: UsersRouterDeps): Router {
  const router = Router();
  const uploadLimit = uploadRateLimit(deps.rateLimiter, deps.rateLimits.upload);

  router.get("/list", requireAdmin, async (_req, res) => {
    // "Overdue" is judged by the server's day; a deadline is a calendar date, the same for every viewer.
    const users = await deps.users.list(toCalendarDate(new Date()));
    res.json({ success: true, message: `${users.length} users`, users });
  });

  router.post("/add", requireAdmin, async (req, res) => {
    const input = parseBody(addUserSchema(latestBirthDate()), req);
    const user = await addUser(deps, input, inviterOf(req));
    res.status(201).json({ success: true, message: (await sayTo(req))("api.userAdded"), user });
  });

  router.post("/add-with-picture", requireAdmin, uploadLimit, async (req, res) => {
    const user = await addUserWithPicture(deps, inviterOf(req), async () => {
      const { fields, file } = await pictureUpload(req, ADD_USER_FIELDS);
      return { input: parseFields(addUserSchema(latestBirthDate()), fields), picture: file };
    });
    res.status(201).json({ success: true, message: (await sayTo(req))("api.userAdded"), user });
  });

  router.patch("/update", requireUser, async (req, res) => {
    const input = parseBody(updateProfileSchema(latestBirthDate()), req);
    const user = await updateProfile(deps, currentUser(req)._id, input);
    res.json({ success: true, message: (await sayTo(req))("api.profileUpdated"), user });
  });

  router.put("/language", requireUser, async (req, res) => {
    const { language } = parseBody(languageSettingSchema, req);
    const user = await setLanguage(deps, currentUser(req)._id, language);
    // Said in the language just chosen, which the screens speak from now on.
    res.json({ success: true, message: (await translatorFor(language))("api.languageSaved"), user });
  });

  router.post("/upload-picture", requireUser, uploadLimit, async (req, res) => {
    const user = await receivePicture(deps, currentUser(req)._id, async () => (await pictureUpload(req, [])).file);
    res.json({ success: true, message: (await sayTo(req))("api.pictureUpdated"), user });
  });

  // The admin's account management, after the routes above so that /update is never an id.
  router.patch("/:id", requireAdmin, async (req, res) => {
    const input = parseBody(editUserSchema(latestBirthDate()), req);
    const user = await editUser(deps, pathId(req, "id"), input, currentUser(req)._id);
    res.json({ success: true, message: (await sayTo(req))("api.userUpdated"), user });
  });

  router.post("/:id/invitation", requireAdmin, async (req, res) => {
    const user = await resendInvitation(deps, pathId(req, "id"), inviterOf(req));
    res.json({ success: true, message: (await sayTo(req))("api.invitationSent", { name: user.name }), user });
  });

  router.patch("/:id/status", requireAdmin, async (req, res) => {
    const { active } = parseBody(userStatusSchema, req);
    const user = await setUserActive(deps, pathId(req, "id"), active, currentUser(req)._id);
    const say = await sayTo(req);
    res.json({ success: true, message: say(active ? "api.userReactivated" : "api.userDeactivated"), user });
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    const { confirmEmail } = parseBody(deleteUserSchema, req);
    await deleteUser(deps, pathId(req, "id"), confirmEmail, currentUser(req)._id);
    res.json({ success: true, message: (await sayTo(req))("api.userDeleted") });
  });

  return router;
}
