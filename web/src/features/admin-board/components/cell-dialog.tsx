import { Badge, Box, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Link as RouterLink } from "react-router-dom";
import type { Task, User } from "@common/api-types";
import { taskState } from "@common/task-state";
import { ProofStrip } from "@/components/tasks/proof-strip";
import { TaskStatus } from "@/components/tasks/task-status";
import { paths } from "@/config/routes";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";

interface CellDialogProps {
  student: User;
  date: string;
  tasks: Task[];
  onReview: (task: Task) => void;
  onClose: () => void;
}

/** One student's tasks of one day, from the class board: their states and proofs, and Review where one waits. */
export function CellDialog({ student, date, tasks, onReview, onClose }: CellDialogProps) {
  const t = useT();
  return (
    <DialogFrame
      open
      footerProps={{ justifyContent: "space-between" }}
      title={
        <>
          {student.name}, {formatDate(date, "longDay")}
        </>
      }
      onClose={onClose}
      closeLabel={t("common.close")}
      footer={
        <>
          <Link asChild fontSize="sm">
            <RouterLink to={paths.adminReviewInbox}>{t("board.openInbox")}</RouterLink>
          </Link>
          <Button variant="outline" onClick={onClose}>
            {t("common.close")}
          </Button>
        </>
      }
    >
      <Stack as="ul" listStyleType="none" gap="3">
        {tasks.map((task) => (
          <Box as="li" key={task._id} borderWidth="1px" rounded="md" p="3">
            <HStack justify="space-between" align="flex-start" gap="2">
              <Text fontWeight="semibold">{task.name}</Text>
              <Badge variant="outline">{t(`category.${task.category}`)}</Badge>
            </HStack>
            <TaskStatus task={task} />
            {task.proof && <ProofStrip proof={task.proof} taskName={task.name} />}
            {taskState(task) === "awaiting_review" && (
              // Named for its task, whose name heads the card: its words stay short whatever the task's name.
              <Button
                size="sm"
                colorPalette="teal"
                mt="2"
                onClick={() => onReview(task)}
                aria-label={t("review.open", { name: task.name })}
              >
                {t("verify.review")}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
    </DialogFrame>
  );
}
