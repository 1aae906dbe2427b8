import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { memo } from "react";
import type { Task } from "@common/api-types";
import { skillBalance, streak } from "@common/progress";
import { useSession } from "@/lib/api/session";
import { useT } from "@/lib/i18n/use-t";

/** The week's progress bar: "5 of 9 done", done meaning verified by the admin. */
export const WeekProgressBar = memo(function WeekProgressBar({ tasks, loading }: { tasks: Task[]; loading: boolean }) {
  const done = tasks.filter((task) => task.status === "completed").length;
  const total = tasks.length;
  const t = useT();
  const label = loading
    ? t("dashboard.loadingWeek")
    : total === 0
      ? t("dashboard.noTasksThisWeek")
      : t("dashboard.doneOf", { done, total });
  return (
    <Stack gap="1">
      <Box
        role="progressbar"
        aria-label={t("dashboard.weekDoneLabel")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={label}
        height="2"
        rounded="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box height="full" width={total === 0 ? "0" : `${(done / total) * 100}%`} bg="teal.solid" />
      </Box>
      <Text fontSize="sm" color="fg.muted" data-testid="week-progress" role={loading ? "status" : undefined}>
        {label}
      </Text>
    </Stack>
  );
});

/**
 * The student's streak (consecutive days with every task done on time, from the counts their record keeps)
 * and the shown week's skill balance: per category, done and assigned.
 */
export const ProgressPanel = memo(function ProgressPanel({
  tasks,
  today,
  loading,
}: {
  tasks: Task[];
  today: string;
  loading: boolean;
}) {
  const { user } = useSession();
  const current = streak(user?.progress ?? {}, today);
  const skills = skillBalance(tasks);
  const t = useT();
  return (
    <Box as="section" aria-labelledby="progress-heading" borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Heading as="h2" size="sm" id="progress-heading">
        {t("progress.heading")}
      </Heading>
      <Text mt="2" fontSize="sm" data-testid="streak">
        {t("progress.streak", { days: current.days, atLeast: current.atLeast ? "yes" : "no" })}
      </Text>
      <Text mt="3" fontSize="sm" fontWeight="medium">
        {t("progress.skills")}
      </Text>
      {loading ? (
        <Text fontSize="sm" color="fg.muted" aria-busy>
          …
        </Text>
      ) : skills.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("progress.noTasks")}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" fontSize="sm" data-testid="skills">
          {skills.map((skill) => (
            <li key={skill.category}>
              {t("progress.skill", {
                category: t(`category.${skill.category}`),
                done: skill.done,
                total: skill.assigned,
              })}
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
});
