import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Fragment, useState, type ReactNode } from "react";
import { UiProvider } from "@/components/ui/provider";
import { seedSession } from "@/lib/api/session";
import { useShownLanguage } from "@/lib/i18n/use-t";

/** How long an answer counts as just fetched. */
const JUST_FETCHED_MS = 3_000;

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      // An answer fetched a moment ago (asked for with the screen's code, see screen-data.ts) is not asked for
      // again when the screen mounts; older ones are, as before.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: JUST_FETCHED_MS },
      mutations: { retry: false },
    },
  });
  seedSession(client);
  return client;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <UiProvider>
        <InLanguage>{children}</InLanguage>
      </UiProvider>
    </QueryClientProvider>
  );
}

/**
 * The screens drawn anew when the language changes (a choice in Profile, a sign-in on a device that showed another):
 * every date, memoised card and cached formatter then follows it, not only the components that ask for messages.
 */
function InLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useShownLanguage()}>{children}</Fragment>;
}
