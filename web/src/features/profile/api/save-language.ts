import type { ApiResult, User } from "@common/api-types";
import type { Language } from "@common/languages";
import { api } from "@/lib/api/client";
import { useSessionUserChange } from "./session-user-change";

/** The language the signed-in person chose for the app and what it writes to them. */
export const useSaveLanguage = () =>
  useSessionUserChange((language: Language) =>
    api.put<ApiResult & { user: User }>("/api/users/language", { language }),
  );
