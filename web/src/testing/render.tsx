import type { QueryClient } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, useLocation, type Location } from "react-router-dom";
import type { User } from "@common/api-types";
import { AppProvider, createQueryClient } from "@/app/provider";
import { sessionQueryKey } from "@/lib/api/session";

export interface RenderAppOptions extends Omit<RenderOptions, "wrapper"> {
  /** The signed-in user, or null for nobody. */
  user?: User | null;
  route?: string;
  /** Leave the session unknown, as while the session check is still on its way. */
  sessionPending?: boolean;
  /** What the app already holds before it renders (what was kept on the device, say). */
  prepare?: (queryClient: QueryClient) => void;
}

/** Renders through the app's own providers, with the session already known. */
export function renderWithApp(
  ui: ReactElement,
  { user = null, route = "/", sessionPending = false, prepare, ...options }: RenderAppOptions = {},
) {
  const queryClient = createQueryClient();
  if (!sessionPending) queryClient.setQueryData(sessionQueryKey, user);
  prepare?.(queryClient);
  const current: { location?: Location } = {};
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  return {
    queryClient,
    /** Where the app is now (after any navigation it made). */
    location: () => current.location,
    ...render(
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AppProvider>,
      options,
    ),
  };
}

export const testUser = (overrides: Partial<User> = {}): User => ({
  _id: "user-1",
  name: "Sofia Student",
  email: "sofia@example.test",
  role: "student",
  picture: "",
  phoneNumber: "",
  birthDate: "",
  socialLinks: [],
  active: true,
  createdAt: "2026-09-01T08:00:00.000Z",
  ...overrides,
});

/** The app's providers as a wrapper for renderHook. */
export const appWrapper =
  (queryClient = createQueryClient()) =>
  ({ children }: { children: ReactNode }) => <AppProvider queryClient={queryClient}>{children}</AppProvider>;
