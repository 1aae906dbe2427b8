import type { Request } from "express";
import { pickLanguage, type Language } from "@common/languages";
import { translatorFor, type Translate } from "../i18n/translator";

/** Whom an answer is for: the signed-in person's language, else the first of the browser's the app speaks. */
export const callerLanguage = (req: Request): Language => req.user?.language ?? pickLanguage(req.acceptsLanguages());

/** The messages of the caller's language, for an answer's `message`. */
export const sayTo = (req: Request): Promise<Translate> => translatorFor(callerLanguage(req));
