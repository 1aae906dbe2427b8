import { Box, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { Task } from "@common/api-types";
import { TaskStatus } from "@/components/tasks/task-status";
import { useT } from "@/lib/i18n/use-t";
import { TaskAction } from "./task-action";
import { WaitingProof } from "./waiting-proof";

interface TodayPanelProps {
  /** Today's tasks, or undefined while they are not known yet. */
  tasks: Task[] | undefined;
  onProof: (taskId: string) => void;
}

/**
 * What a student opens the app for: today's tasks by name, each with its state and its one button (as in the
 * day's dialog), above the week on a phone and first in the side column on a wider screen.
 */
export function TodayPanel({ tasks, onProof }: TodayPanelProps) {
  const t = useT();
  return (
    <Card.Root as="section" aria-labelledby="today-heading" size="sm" borderColor="teal.solid">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="today-heading">
          {t("dashboard.today")}
        </Heading>
        {tasks === undefined ? (
          <Text color="fg.muted" aria-busy="true">
            …
          </Text>
        ) : tasks.length === 0 ? (
          <Text color="fg.muted">{t("dashboard.nothingDueToday")}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t("dashboard.todaysTasks")}>
            {tasks.map((task) => (
              <HStack as="li" key={task._id} justify="space-between" align="flex-start" gap="3">
                <Box minW="0" flex="1" overflowWrap="anywhere">
                  <Text fontWeight="semibold">{task.name}</Text>
                  <TaskStatus task={task} />
                  <WaitingProof taskId={task._id} size="sm" />
                </Box>
                <TaskAction task={task} onProof={() => onProof(task._id)} />
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
