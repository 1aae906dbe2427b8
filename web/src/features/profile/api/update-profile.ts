import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, SocialLink, User } from "@common/api-types";
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
