import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, ReminderSettings, SocialLink, User } from "@common/api-types";
import { sessionQueryKey } from "@/lib/api/session";
import { api } from "@/lib/api/client";

interface UserResult extends ApiResult {
  user: User;
}

export interface ProfileUpdate {
  name: string;
  phoneNumber: string;
  birthDate: string;
  socialLinks: SocialLink[];
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.patch<UserResult>("/api/users/update", update),
    onSuccess: (result) => queryClient.setQueryData(sessionQueryKey, result.user),
  });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: File) => {
      const form = new FormData();
      form.append("picture", picture);
      return api.post<UserResult>("/api/users/upload-picture", form);
    },
    onSuccess: (result) => queryClient.setQueryData(sessionQueryKey, result.user),
  });
}

/** The daily reminder: its time on the browser's clock, or none, and whether by e-mail too. */
export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettings) => api.put<UserResult>("/api/reminders/settings", settings),
    onSuccess: (result) => queryClient.setQueryData(sessionQueryKey, result.user),
  });
}
