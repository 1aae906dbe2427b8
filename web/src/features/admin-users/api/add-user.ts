import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, User } from "@common/api-types";
import type { AddUserInput } from "@common/validation";
import { usersQueryKey } from "@/lib/api/users";
import { api } from "@/lib/api/client";

interface AddUserResult extends ApiResult {
  user: User;
}

export interface AddUserRequest {
  input: AddUserInput;
  picture: File | null;
}

/**
 * Requirements §7: JSON without a picture; multipart with one, phone and birth date only when filled. Beyond the
 * spec's fields, the language and whether the person is invited by e-mail.
 */
export async function addUser({ input, picture }: AddUserRequest): Promise<AddUserResult> {
  if (!picture) return api.post<AddUserResult>("/api/users/add", input);
  const form = new FormData();
  form.append("picture", picture);
  form.append("email", input.email);
  form.append("name", input.name);
  form.append("role", input.role);
  if (input.phoneNumber) form.append("phoneNumber", input.phoneNumber);
  if (input.birthDate) form.append("birthDate", input.birthDate);
  if (input.language) form.append("language", input.language);
  if (input.invite !== undefined) form.append("invite", String(input.invite));
  return api.post<AddUserResult>("/api/users/add-with-picture", form);
}

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
