import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { useState } from "react";
import type { Task } from "@common/api-types";
import { TaskHistory } from "@/components/tasks/task-history";
import { TaskStatus } from "@/components/tasks/task-status";
import { TaskThread } from "@/components/tasks/task-thread";
import { useT } from "@/lib/i18n/use-t";
import { weekdayName } from "./day-card";
import { TaskAction } from "./task-action";
import { WaitingProof } from "./waiting-proof";

interface DayDialogProps {
  date: string | null;
  tasks: Task[];
  /** The week's tasks are still on their way: "no tasks" would not be true yet. */
  loading?: boolean;
  onClose: () => void;
  onProof: (taskId: string) => void;
}

/**
 * Requirements §2: '<day> - Tasks', the day's tasks with their instructions on a click, one button each, Close. The
 * secondary text follows the task's state ('Sent — awaiting review' and 'Needs redo: …' besides the
 * spec's two), with its history on request.
 */
export function DayDialog({ date, tasks, loading = false, onClose, onProof }: DayDialogProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const t = useT();
  return (
    <DialogFrame
      open={date !== null}
      title={date ? t("dashboard.dayTasks", { day: weekdayName(date) }) : ""}
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t("common.close")}
        </Button>
      }
    >
      {loading && tasks.length === 0 ? (
        <Text color="fg.muted" role="status">
          {t("dashboard.loadingTasks")}
        </Text>
      ) : tasks.length === 0 ? (
        <Text color="fg.muted">{t("dashboard.noTasksForDay")}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {tasks.map((task) => (
            <Box as="li" key={task._id} borderWidth="1px" rounded="md" p="3">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Box minW="0" flex="1">
                  <Button
                    variant="plain"
                    p="0"
                    h="auto"
                    fontWeight="semibold"
                    whiteSpace="normal"
                    textAlign="start"
                    aria-expanded={expanded === task._id}
                    onClick={() => setExpanded(expanded === task._id ? null : task._id)}
                  >
                    {task.name}
                  </Button>
                  <HStack gap="2" mt="1" wrap="wrap" align="flex-start">
                    <TaskStatus task={task} />
                    <Badge variant="outline" size="sm">
                      {t(`category.${task.category}`)}
                    </Badge>
                  </HStack>
                  <WaitingProof taskId={task._id} size="sm" />
                </Box>
                <TaskAction task={task} onProof={() => onProof(task._id)} />
              </HStack>
              {expanded === task._id && (
                <Text mt="2" whiteSpace="pre-wrap" fontSize="sm" bg="bg.muted" p="2" rounded="sm">
                  {task.instructions}
                </Text>
              )}
              <TaskHistory history={task.history ?? []} taskName={task.name} />
              <TaskThread task={task} />
            </Box>
          ))}
        </Stack>
      )}
    </DialogFrame>
  );
}
