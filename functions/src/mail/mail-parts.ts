/**
 * What every e-mail the app writes carries (reminders, digests, invitations): a one-click unsubscribe link under
 * the app's address, signed with the server's secret so that it needs no sign-in, its List-Unsubscribe headers,
 * and text made safe for the HTML part.
 */
import { createHmac } from "node:crypto";
import type { Language } from "@common/languages";

/** Where the unsubscribe links lead (reminders/unsubscribe.ts answers there). */
export const UNSUBSCRIBE_PATH = "/api/reminders/unsubscribe";

export const unsubscribeToken = (userId: string, secret: string): string =>
  createHmac("sha256", secret).update(`reminder-unsubscribe:${userId}`).digest("base64url");

/** The address of a person's one-click unsubscribe, under the app's address. */
export const unsubscribeUrl = (appUrl: string, userId: string, secret: string): string =>
  `${appUrl}${UNSUBSCRIBE_PATH}?user=${encodeURIComponent(userId)}&token=${unsubscribeToken(userId, secret)}`;

/** The same links, their unsubscribe address naming the language its page is in: the person's, as their e-mail is. */
export const inLanguage = <Links extends { unsubscribeUrl: string }>(links: Links, language: Language): Links => ({
  ...links,
  unsubscribeUrl: `${links.unsubscribeUrl}&lang=${language}`,
});

/** List-Unsubscribe and its one-click form (RFC 8058): mail clients show an unsubscribe button. */
export const unsubscribeHeaders = (url: string) => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
