import { ROLES } from "@common/constants";
import { t } from "@/lib/i18n/i18n";

/** The roles as the forms list them: in capitals (requirements §2 Add New User), in the language shown. */
export const roleOptions = () => ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
