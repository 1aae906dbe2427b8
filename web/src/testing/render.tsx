import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import type { User } from "@common/api-types";
import { AppProvider, createQueryClient } from "@/app/provider";
import { sessionQueryKey } from "@/features/auth/api/get-session";

export interface RenderAppOptions extends Omit<RenderOptions, "wrapper"> {
  /** The signed-in user, or null for nobody. */
  user?: User | null;
  route?: string;
  routes?: RouteObject[];
}

/** Renders through the app's own providers, with the session already known. */
export function renderWithApp(
  ui: ReactElement,
  { user = null, route = "/", routes, ...options }: RenderAppOptions = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, user);
  const router = createMemoryRouter(routes ?? [{ path: "*", element: ui }], { initialEntries: [route] });
  return {
    queryClient,
    router,
    ...render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
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
  ...overrides,
});
