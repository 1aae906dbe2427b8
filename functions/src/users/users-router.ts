import { Router, type Request } from "express";
import { toCalendarDate, addDays } from "@common/calendar-date";
import { MAX_PICTURE_BYTES } from "@common/constants";
import { addUserSchema, MESSAGES, updateProfileSchema } from "@common/validation";
import type { AppDeps } from "../deps";
import { badRequest } from "../errors";
import { parseMultipart } from "../files/multipart";
import { requireCsrfToken } from "../middleware/csrf";
import { uploadRateLimit } from "../middleware/rate-limits";
import { currentUser, requireAdmin, requireUser } from "../middleware/session";
import { parseBody, parseFields, pathId } from "../middleware/validate";
import { clearSessionCookies } from "../sessions/session-cookies";
import { endSession } from "../sessions/session-service";
import { tasksOfUser } from "../tasks/tasks-service";
import { dateRangeOf } from "../tasks/tasks-router";
import { addUser, updateProfile, uploadPicture } from "./users-service";

/** It is already tomorrow somewhere: the server allows one day past its own date. */
const latestBirthDate = () => addDays(toCalendarDate(new Date()), 1);

const ADD_USER_FIELDS = ["email", "name", "role", "phoneNumber", "birthDate"] as const;

const pictureUpload = (req: Request) =>
  parseMultipart(req, {
    fileField: "picture",
    maxFileBytes: MAX_PICTURE_BYTES,
    tooLargeMessage: MESSAGES.pictureTooLarge,
    allowedFields: ADD_USER_FIELDS,
  });

export function usersRouter(deps: AppDeps): Router {
  const router = Router();

  router.get("/is-auth", requireUser, (req, res) => {
    res.json({ success: true, message: "You are signed in.", user: req.user });
  });

  // A GET in the spec, but it ends the session: it needs the CSRF token like every other change.
  router.get("/logout", requireCsrfToken(deps), async (req, res) => {
    await endSession(deps, req.sessionToken);
    clearSessionCookies(res, deps);
    // Images this browser kept while signed in go with the session.
    res.set("Clear-Site-Data", '"cache"');
    res.json({ success: true, message: "You have been logged out." });
  });

  router.get("/list", requireAdmin, async (_req, res) => {
    const users = await deps.users.list();
    res.json({ success: true, message: `${users.length} users`, users });
  });

  router.post("/add", requireAdmin, async (req, res) => {
    const input = parseBody(addUserSchema(latestBirthDate()), req);
    const user = await addUser(deps, input);
    res.status(201).json({ success: true, message: "User added successfully", user });
  });

  router.post("/add-with-picture", requireAdmin, uploadRateLimit(deps), async (req, res) => {
    const { fields, file } = await pictureUpload(req);
    const input = parseFields(addUserSchema(latestBirthDate()), fields);
    if (!file) throw badRequest('Send the picture in the "picture" field, or use /api/users/add without one.');
    const user = await addUser(deps, input, file);
    res.status(201).json({ success: true, message: "User added successfully", user });
  });

  router.get("/:id/tasks", requireAdmin, async (req, res) => {
    const tasks = await tasksOfUser(deps, pathId(req, "id"), dateRangeOf(req));
    res.json({ success: true, message: `${tasks.length} tasks`, tasks });
  });

  router.patch("/update", requireUser, async (req, res) => {
    const input = parseBody(updateProfileSchema(latestBirthDate()), req);
    const user = await updateProfile(deps, currentUser(req)._id, input);
    res.json({ success: true, message: "Profile updated successfully", user });
  });

  router.post("/upload-picture", requireUser, uploadRateLimit(deps), async (req, res) => {
    const { file } = await parseMultipart(req, {
      fileField: "picture",
      maxFileBytes: MAX_PICTURE_BYTES,
      tooLargeMessage: MESSAGES.pictureTooLarge,
      allowedFields: [],
    });
    if (!file) throw badRequest('Send the picture in the "picture" field.');
    const user = await uploadPicture(deps, currentUser(req)._id, file);
    res.json({ success: true, message: "Profile picture updated!", user });
  });

  return router;
}
