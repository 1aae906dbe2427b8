import type { ApiResult, SocialLink, User } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useSessionUserChange } from "./session-user-change";

export interface ProfileUpdate {
  name: string;
  phoneNumber: string;
  birthDate: string;
  socialLinks: SocialLink[];
}

export const useUpdateProfile = () =>
  useSessionUserChange((update: ProfileUpdate) => api.patch<ApiResult & { user: User }>("/api/users/update", update));
