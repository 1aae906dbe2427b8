import type { Role } from "./constants";

/** The accounts `npm start` seeds, offered by the emulator account chooser. Never used when deployed. */
export interface DemoAccount {
  email: string;
  name: string;
  role: Role;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "admin@taskplanner.test", name: "Ada Admin", role: "admin" },
  { email: "sofia@taskplanner.test", name: "Sofia Student", role: "student" },
  { email: "liam@taskplanner.test", name: "Liam Learner", role: "student" },
  { email: "mei@taskplanner.test", name: "Mei Chen", role: "student" },
];
