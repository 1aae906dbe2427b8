import type { ApiResult, Task } from "@common/api-types";
import type { CreateTaskInput } from "@common/validation";
import { api } from "@/lib/api/client";
import { useTaskChange } from "@/lib/api/task-change";

/** A task for one student or several, once or repeated: answers the first task and how many were made. */
export const useCreateTask = () =>
  useTaskChange((input: CreateTaskInput) =>
    api.post<ApiResult & { task: Task; count: number }>("/api/tasks/add", input),
  );
