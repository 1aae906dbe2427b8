import { useEffect } from "react";
import { useSession } from "@/lib/api/session";
import { showLanguage } from "@/lib/i18n/i18n";

/** The app speaks the signed-in person's language, from their record, on whichever device they sign in. */
export function SessionLanguage() {
  const language = useSession().user?.language;
  useEffect(() => {
    if (language) void showLanguage(language);
  }, [language]);
  return null;
}
