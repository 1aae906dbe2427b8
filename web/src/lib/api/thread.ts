import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResult, ThreadMessage, ThreadPage } from "@common/api-types";
import { api } from "./client";
import { tasksQueryKey } from "./tasks";

/**
 * A task's thread, under the student's own tasks' key: the installed app keeps it with their week (as last seen
 * offline), and any change of tasks (a review) reads it again.
 */
export const threadQueryKey = (taskId: string) => [...tasksQueryKey, "mine", "thread", taskId] as const;

const threadPath = (taskId: string) => `/api/tasks/${encodeURIComponent(taskId)}/thread`;

type ThreadAnswer = ApiResult & ThreadPage;

/** The thread, oldest first, a page at a time (the later ones on request). */
export const threadQueryOptions = (taskId: string) =>
  infiniteQueryOptions({
    queryKey: threadQueryKey(taskId),
    queryFn: ({ pageParam }) =>
      api.get<ThreadAnswer>(`${threadPath(taskId)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });

export const useThread = (taskId: string) => useInfiniteQuery(threadQueryOptions(taskId));

/** How often an open thread asks whether it moved: a read of the task only while nothing changed. */
export const THREAD_CHECK_MS = 30_000;

/** Asks every 30 s whether the open thread moved from `version`, and reads it again when it did. */
export function useThreadCheck(taskId: string, version: number | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...threadQueryKey(taskId), "check", version],
    queryFn: async () => {
      const answer = await api.get<ThreadAnswer>(`${threadPath(taskId)}?version=${version ?? 0}`);
      if (!answer.unchanged) await client.invalidateQueries({ queryKey: threadQueryKey(taskId), exact: true });
      return answer.thread.version;
    },
    enabled: version !== undefined,
    refetchInterval: THREAD_CHECK_MS,
    staleTime: THREAD_CHECK_MS,
  });
}

/** A message written, edited or deleted: the thread and the tasks (their counts) are read again. */
function useThreadChange<V>(taskId: string, change: (variables: V) => Promise<ApiResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}

export const useWriteMessage = (taskId: string) =>
  useThreadChange(taskId, (text: string) =>
    api.post<ApiResult & { threadMessage: ThreadMessage }>(`${threadPath(taskId)}/messages`, { text }),
  );

export const useEditMessage = (taskId: string) =>
  useThreadChange(taskId, ({ messageId, text }: { messageId: string; text: string }) =>
    api.patch<ApiResult & { threadMessage: ThreadMessage }>(
      `${threadPath(taskId)}/messages/${encodeURIComponent(messageId)}`,
      { text },
    ),
  );

export const useDeleteMessage = (taskId: string) =>
  useThreadChange(taskId, (messageId: string) =>
    api.delete<ApiResult>(`${threadPath(taskId)}/messages/${encodeURIComponent(messageId)}`),
  );

/** Marks the thread read for its reader (the student's unread count goes to 0), then the tasks say so. */
export function useMarkThreadRead(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.post<ApiResult>(`${threadPath(taskId)}/read`, { version }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...tasksQueryKey, "mine"], exact: false, refetchType: "active" }),
  });
}
