import type { ApiResult, User } from "@common/api-types";
import { api } from "@/lib/api/client";
import { useSessionUserChange } from "./session-user-change";

export const useUploadPicture = () =>
  useSessionUserChange((picture: File) => {
    const form = new FormData();
    form.append("picture", picture);
    return api.post<ApiResult & { user: User }>("/api/users/upload-picture", form);
  });
