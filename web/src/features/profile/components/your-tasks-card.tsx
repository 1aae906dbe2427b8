import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";
import type { Task } from "@common/api-types";
import { paths } from "@/config/routes";
import { Loading, LoadError } from "@/components/ui/load-state";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";

interface YourTasksCardProps {
  tasks: Task[];
  loading: boolean;
  /** Why the tasks could not be loaded, and how to ask again. */
  error?: { reason: string; retry: () => void };
}

export function YourTasksCard({ tasks, loading, error }: YourTasksCardProps) {
  const navigate = useNavigate();
  const t = useT();
  const sorted = [...tasks].sort((a, b) => a.deadline.localeCompare(b.deadline) || a.name.localeCompare(b.name));

  return (
    <Card.Root flex="1" minW="0">
      <Card.Header>
        <Heading as="h2" size="lg">
          {t("profile.yourTasks")}
        </Heading>
      </Card.Header>
      <Card.Body>
        {error ? (
          <LoadError message={t("profile.tasksNotLoaded")} reason={error.reason} onRetry={error.retry} />
        ) : loading ? (
          <Loading label={t("dashboard.loadingTasks")} />
        ) : sorted.length === 0 ? (
          <Text color="fg.muted">{t("profile.noTasks")}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3">
            {sorted.map((task) => (
              <Stack
                as="li"
                key={task._id}
                direction={{ base: "column", sm: "row" }}
                justify="space-between"
                align={{ sm: "center" }}
                borderWidth="1px"
                rounded="md"
                p="3"
                gap="2"
              >
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold">{task.name}</Text>
                  <HStack wrap="wrap" gap="2" fontSize="sm" color="fg.muted">
                    <Badge colorPalette={task.status === "completed" ? "green" : "orange"}>
                      {t(`status.${task.status}`)}
                    </Badge>
                    <Badge variant="outline">{t(`category.${task.category}`)}</Badge>
                    <Text as="span">{t("profile.due", { date: formatDate(task.deadline, "medium") })}</Text>
                  </HStack>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  flexShrink={0}
                  aria-label={t("profile.moveToTaskLabel", { name: task.name })}
                  onClick={() =>
                    navigate(paths.dashboard, { state: { targetDate: task.deadline, openAt: task.deadline } })
                  }
                >
                  {t("profile.moveToTask")}
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
