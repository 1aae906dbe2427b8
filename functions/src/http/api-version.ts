import type { RequestHandler } from "express";
import { API_VERSION, API_VERSION_HEADER, STALE_APP_MESSAGE } from "@common/api-version";
import { AppError, badRequest } from "../errors";

/**
 * Every answer names the API's version; a call from an app older than it is refused before it reaches a
 * route (409, nothing read or written), so that an open tab whose code predates a deploy never acts on an API
 * that changed under it. A newer app (deployed before the function) and calls without the header are served.
 */
export const apiVersion: RequestHandler = (req, res, next) => {
  res.set(API_VERSION_HEADER, String(API_VERSION));
  const sent = req.get(API_VERSION_HEADER);
  if (sent === undefined) return next();
  if (!/^\d{1,9}$/.test(sent)) return next(badRequest(`The ${API_VERSION_HEADER} header must be a whole number.`));
  if (Number(sent) < API_VERSION) return next(new AppError(409, STALE_APP_MESSAGE, "stale_app"));
  next();
};
