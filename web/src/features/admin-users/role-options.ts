import { ROLES } from "@common/constants";

/** The roles as the forms list them: in capitals (requirements §2 Add New User). */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: role.toUpperCase() }));
