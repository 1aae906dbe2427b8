import type { ApiResult, ReminderSettings, User } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useSessionUserChange } from "./session-user-change";

/** The daily reminder (or an admin's digest): its time on the browser's clock, or none, and whether by e-mail. */
export const useSaveReminder = () =>
  useSessionUserChange((settings: ReminderSettings) =>
    api.put<ApiResult & { user: User }>("/api/reminders/settings", settings),
  );
