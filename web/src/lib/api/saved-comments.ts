import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, SavedComments } from "@common/api-types";
import { api } from "./client";

type SavedCommentsResult = ApiResult & SavedComments;

export const savedCommentsQueryKey = ["saved-comments"] as const;

const ROUTE = "/api/reviews/saved-comments";
const listOf = ({ comments, version }: SavedCommentsResult): SavedComments => ({ comments, version });

/** The signed-in admin's saved review comments (the review dialog's, wherever it opens), and their version. */
export const savedCommentsQueryOptions = queryOptions({
  queryKey: savedCommentsQueryKey,
  queryFn: async () => listOf(await api.get<SavedCommentsResult>(ROUTE)),
});

export const useSavedComments = () => useQuery(savedCommentsQueryOptions);

/**
 * Saves the admin's whole list, made from the version they saw: shown at once, then as stored. A refusal puts
 * back what was shown before and asks for the list again (a 409: another tab changed it meanwhile).
 */
export function useSaveComments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (list: SavedComments) =>
      api.put<SavedCommentsResult>(ROUTE, { comments: list.comments, version: list.version }),
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey: savedCommentsQueryKey });
      const before = queryClient.getQueryData<SavedComments>(savedCommentsQueryKey);
      queryClient.setQueryData<SavedComments>(savedCommentsQueryKey, list);
      return before;
    },
    onSuccess: (result) => queryClient.setQueryData(savedCommentsQueryKey, listOf(result)),
    onError: async (_error, _list, before) => {
      queryClient.setQueryData(savedCommentsQueryKey, before);
      await queryClient.invalidateQueries({ queryKey: savedCommentsQueryKey });
    },
  });
}
