import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import type { Task } from "@common/api-types";
import { userTasksQueryOptions } from "@/lib/api/tasks";
import { useShownGroup } from "@/lib/api/shown-group";
import { activeStudentsOf, useUsers } from "@/lib/api/users";
import { ProofStrip } from "@/components/tasks/proof-strip";
import { TaskHistory } from "@/components/tasks/task-history";
import { TaskThread } from "@/components/tasks/task-thread";
import { TaskStatus } from "@/components/tasks/task-status";
import { taskState } from "@common/task-state";
import { FormField } from "@/components/form/form-field";
import { GroupChoice } from "@/components/form/group-choice";
import { StudentSelect } from "@/components/form/student-select";
import { ImagePreviewDialog } from "@/components/ui/image-preview-dialog";
import { Loading, LoadError } from "@/components/ui/load-state";
import { notify } from "@/components/ui/toaster";
import { formatDate } from "@/lib/dates";
import { latestOf } from "@/lib/latest";
import { useT } from "@/lib/i18n/use-t";
import { useUpdateTaskStatus } from "./api/update-status";
import { ReviewDialog, usePreloadReviewDialog } from "@/components/tasks/lazy-review-dialog";
import { useReviewSequence } from "@/components/tasks/use-review-sequence";
import { VerifyTabs } from "./components/verify-tabs";

import { TaskEditDialog } from "@/components/tasks/task-edit-dialog";
import { TaskDeleteDialog } from "@/components/tasks/task-delete-dialog";

/** Requirements §2 Verify Student Tasks: the screen's content, under the heading the route shows (router.tsx). */
export function VerifyTasksPage() {
  const t = useT();
  const users = useUsers();
  const { shown } = useShownGroup();
  const students = (users.data ?? []).filter(
    (user) => user.role === "student" && (!shown || shown.students.includes(user._id)),
  );
  const [studentId, setStudentId] = useState("");
  usePreloadReviewDialog(users.isSuccess);
  const tasks = useQuery({ ...userTasksQueryOptions(studentId), enabled: studentId !== "" });
  const [preview, setPreview] = useState<{ task: Task; url: string } | null>(null);
  const [acting, setActing] = useState<{ kind: "edit" | "delete"; task: Task } | null>(null);

  // Requirements §4 and §8: if loading fails, the list is emptied and an error toast is shown.
  useEffect(() => {
    if (tasks.isError) notify.error(t("verify.loadFailed"), tasks.error.message);
  }, [tasks.isError, tasks.error, t]);
  const list = tasks.isError ? [] : (tasks.data ?? []);

  const groups = new Map<string, Task[]>();
  for (const task of [...list].sort((a, b) => a.deadline.localeCompare(b.deadline))) {
    groups.set(task.deadline, [...(groups.get(task.deadline) ?? []), task]);
  }
  // The review dialog goes through the student's proofs awaiting review in the page's order: after a decision, the
  // next one is in front.
  const reviewing = useReviewSequence(
    [...groups.values()].flat().filter((task) => taskState(task) === "awaiting_review"),
  );

  return (
    <>
      <VerifyTabs />
      <GroupChoice pending={<Loading label={t("verify.loadingStudents")} />}>
        <FormField label={t("verify.student")}>
          <StudentSelect
            students={students}
            loading={users.isPending}
            value={studentId}
            onChange={(event) => setStudentId(event.target.value)}
          />
        </FormField>

        {studentId === "" ? null : tasks.isPending ? (
          <Loading label={t("dashboard.loadingTasks")} />
        ) : tasks.isError ? (
          // Requirements §4, §8: the list is emptied (and the failure toasted); the page says so and can ask again.
          <LoadError
            message={t("verify.tasksNotLoaded")}
            reason={tasks.error.message}
            onRetry={() => void tasks.refetch()}
          />
        ) : list.length === 0 ? (
          <Text color="fg.muted">{t("verify.noTasks")}</Text>
        ) : (
          [...groups].map(([deadline, dayTasks]) => (
            <Box as="section" key={deadline} aria-label={formatDate(deadline, "full")}>
              <Heading as="h2" size="md" mb="3">
                {formatDate(deadline, "full")}
              </Heading>
              <Stack gap="3">
                {dayTasks.map((task) => (
                  <VerifyTaskCard
                    key={task._id}
                    task={task}
                    onPreview={(url) => setPreview({ task, url })}
                    onReview={() => reviewing.open(task._id)}
                    onEdit={() => setActing({ kind: "edit", task })}
                    onDelete={() => setActing({ kind: "delete", task })}
                  />
                ))}
              </Stack>
            </Box>
          ))
        )}
      </GroupChoice>
      <>
        {acting?.kind === "edit" && (
          <TaskEditDialog
            task={latestOf(acting.task, list)}
            students={activeStudentsOf(users.data)}
            onClose={() => setActing(null)}
          />
        )}
        {acting?.kind === "delete" && <TaskDeleteDialog task={acting.task} onClose={() => setActing(null)} />}
      </>
      {reviewing.dialog && (
        <Suspense fallback={null}>
          <ReviewDialog {...reviewing.dialog} />
        </Suspense>
      )}
      <ImagePreviewDialog
        src={preview?.url ?? null}
        alt={preview ? t("proof.title", { name: preview.task.name }) : ""}
        onClose={() => setPreview(null)}
      />
    </>
  );
}

interface VerifyTaskCardProps {
  task: Task;
  onPreview: (url: string) => void;
  onReview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function VerifyTaskCard({ task, onPreview, onReview, onEdit, onDelete }: VerifyTaskCardProps) {
  const t = useT();
  const [showProof, setShowProof] = useState(false);
  const update = useUpdateTaskStatus();
  const setStatus = (status: "completed" | "pending") =>
    update.mutate(
      { taskId: task._id, status, proofUrl: task.proofUrl ?? null },
      {
        onSuccess: () => notify.success(t("verify.statusUpdated")),
        onError: (error) => notify.error(t("verify.statusFailed"), error.message),
      },
    );
  const complete = () => setStatus("completed");
  const awaitingReview = taskState(task) === "awaiting_review";

  return (
    <Card.Root size="sm" data-testid={`verify-task-${task._id}`}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            {task.name}
          </Heading>
          <HStack gap="2">
            <Badge colorPalette={task.status === "completed" ? "green" : "orange"}>{t(`status.${task.status}`)}</Badge>
            <Badge variant="outline">{t(`category.${task.category}`)}</Badge>
          </HStack>
        </HStack>
        <TaskStatus task={task} />
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {task.instructions}
        </Text>
        <HStack wrap="wrap" gap="2">
          <Button
            size="sm"
            colorPalette="teal"
            onClick={complete}
            disabled={task.status === "completed" || update.isPending}
            loading={update.isPending}
          >
            {t("verify.markCompleted")}
          </Button>
          {awaitingReview && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="teal"
              onClick={onReview}
              aria-label={t("review.open", { name: task.name })}
            >
              {t("verify.review")}
            </Button>
          )}
          {task.status === "completed" && (
            <Button size="sm" variant="outline" onClick={() => setStatus("pending")} disabled={update.isPending}>
              {t("verify.reopen")}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={t("taskEdit.editName", { name: task.name })}>
            {t("common.edit")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={onDelete}
            aria-label={t("verify.deleteLabel", { name: task.name })}
          >
            {t("common.delete")}
          </Button>
          {task.proofUrl ? (
            <Button size="sm" variant="outline" onClick={() => setShowProof(!showProof)} aria-expanded={showProof}>
              {showProof ? t("verify.hideProof") : t("verify.showProof")}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t("verify.noProof")}
            </Text>
          )}
        </HStack>
        {showProof && task.proof && <ProofStrip proof={task.proof} taskName={task.name} onOpen={onPreview} />}
        <TaskHistory history={task.history ?? []} taskName={task.name} />
        <TaskThread task={task} forAdmin />
      </Card.Body>
    </Card.Root>
  );
}
