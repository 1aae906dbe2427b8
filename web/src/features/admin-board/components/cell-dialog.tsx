import { Badge, Box, Button, CloseButton, Dialog, HStack, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { Task, User } from "@common/api-types";
import { taskState } from "@common/task-state";
import { ProofStrip } from "@/components/tasks/proof-strip";
import { TaskStatus } from "@/components/tasks/task-status";
import { paths } from "@/config/routes";
import { formatDate } from "@/lib/dates";

interface CellDialogProps {
  student: User;
  date: string;
  tasks: Task[];
  onReview: (task: Task) => void;
  onClose: () => void;
}

/** One student's tasks of one day, from the class board: their states and proofs, and Review where one waits. */
export function CellDialog({ student, date, tasks, onReview, onClose }: CellDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {student.name}, {formatDate(date, "longDay")}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="ul" listStyleType="none" gap="3">
                {tasks.map((task) => (
                  <Box as="li" key={task._id} borderWidth="1px" rounded="md" p="3">
                    <HStack justify="space-between" align="flex-start" gap="2">
                      <Text fontWeight="semibold">{task.name}</Text>
                      <Badge variant="outline">{task.category}</Badge>
                    </HStack>
                    <TaskStatus task={task} />
                    {task.proof && <ProofStrip proof={task.proof} taskName={task.name} />}
                    {taskState(task) === "awaiting_review" && (
                      <Button size="sm" colorPalette="teal" mt="2" onClick={() => onReview(task)}>
                        Review {task.name}
                      </Button>
                    )}
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Link asChild fontSize="sm">
                <RouterLink to={paths.adminReviewInbox}>Open the review inbox</RouterLink>
              </Link>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
