/** The IANA zone of this browser's clock ("Europe/Paris"), which the API uses for "today" and reminders. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
