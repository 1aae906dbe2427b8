import { Router } from "express";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { addManyUsersSchema } from "@common/validation";
import { requireAdmin } from "../auth/session-middleware";
import { sayTo } from "../http/caller-language";
import { parseBody } from "../http/validate";
import type { ServerMessageId } from "../i18n/translator";
import { inviterOf } from "../users/invitations";
import { addManyUsers, type EnrolmentDeps } from "./enrolment-service";

/** `POST /api/users/add-many`: many accounts from one list (Add Users' "Add many"), each row reported. */
export function enrolmentRouter(deps: EnrolmentDeps): Router {
  const router = Router();

  router.post("/add-many", requireAdmin, async (req, res) => {
    const input = parseBody(addManyUsersSchema, req);
    // It is already tomorrow somewhere: a birth date may be one day past the server's own.
    const results = await addManyUsers(deps, inviterOf(req), input, addDays(toCalendarDate(new Date()), 1));
    const say = await sayTo(req);
    const added = results.filter((row) => row.outcome === "added");
    const notJoined = added.filter((row) => row.notJoined.length > 0);
    // What happened, as a person would say it, each part only when it is not nothing.
    const message = [
      say("api.usersAdded", { count: added.length }),
      results.length > added.length ? say("api.rowsNotAdded", { count: results.length - added.length }) : "",
      notJoined.length > 0 ? say("api.usersNotJoined", { count: notJoined.length }) : "",
    ]
      .filter(Boolean)
      .join(" ");
    res.json({
      success: true,
      message,
      added: added.length,
      rows: results.map(({ problems, ...row }) => ({
        ...row,
        problems: problems.map((problem) => ({
          ...problem,
          message: say(problem.key as ServerMessageId, problem.values),
        })),
      })),
    });
  });

  return router;
}
