import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Plan } from "@common/api-types";
import { Loading, LoadError } from "@/components/ui/load-state";
import { useGroups } from "@/lib/api/groups";
import { useUsers } from "@/lib/api/users";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
import { usePlans } from "@/lib/api/plans";
import { latestOf } from "@/lib/latest";
import { DeletePlanDialog } from "./components/delete-plan-dialog";
import { EditPlanDialog } from "./components/edit-plan-dialog";
import { PlanStudentsDialog } from "./components/plan-students-dialog";
import { weekdayList } from "@/lib/weekdays";

type Acting = { kind: "edit" | "students" | "delete"; plan: Plan } | null;

/**
 * Every plan (a Create Task request for several students or days) as one thing: what it says, its
 * students, weekdays and dates, how far along it is; edited for all its students from a day on, students added
 * or removed, deleted whole or from today on.
 */
export function PlansPage() {
  const t = useT();
  const plans = usePlans();
  const users = useUsers();
  const groups = useGroups();
  const [acting, setActing] = useState<Acting>(null);
  const nameOf = new Map((users.data ?? []).map((user) => [user._id, user.name]));
  const groupNameOf = new Map((groups.data ?? []).map((group) => [group._id, group.name]));

  if (plans.isPending) return <Loading label={t("plans.loading")} />;
  if (plans.isError) {
    return <LoadError message={t("plans.notLoaded")} reason={plans.error.message} onRetry={() => plans.refetch()} />;
  }
  return (
    <>
      {plans.data.length === 0 ? (
        <Text color="fg.muted">{t("plans.none")}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label={t("plans.label")}>
          {plans.data.map((plan) => {
            const students = plan.students.map((id) => nameOf.get(id)).filter(Boolean);
            const group = plan.groupId ? groupNameOf.get(plan.groupId) : undefined;
            return (
              <Card.Root as="li" key={plan._id} size="sm" data-testid={`plan-${plan._id}`}>
                {/* Names with nowhere to break wrap anywhere rather than widen the page. */}
                <Card.Body gap="2" overflowWrap="anywhere">
                  <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                    <Heading as="h2" size="sm">
                      {plan.name}
                    </Heading>
                    <Badge variant="outline">{t(`category.${plan.category}`)}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t("plans.dates", {
                      weekdays: weekdayList(plan.weekdays),
                      from: formatDate(plan.from, "picker"),
                      until: formatDate(plan.until, "picker"),
                    })}
                  </Text>
                  <Text fontSize="sm">
                    {t("plans.students", { count: students.length, names: students.join(", ") })}
                  </Text>
                  {group && (
                    <Text fontSize="sm" data-testid="plan-group">
                      {t("plans.followsGroup", { group })}
                    </Text>
                  )}
                  <Text fontSize="sm" data-testid="plan-counts">
                    {t("plans.counts", plan.counts)}
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    <Button size="sm" variant="outline" onClick={() => setActing({ kind: "edit", plan })}>
                      {t("plans.edit")}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setActing({ kind: "students", plan })}>
                      {t("plans.manageStudents")}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setActing({ kind: "delete", plan })}
                    >
                      {t("plans.delete")}
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
      {acting?.kind === "edit" && (
        <EditPlanDialog plan={latestOf(acting.plan, plans.data)} onClose={() => setActing(null)} />
      )}
      {acting?.kind === "students" && <PlanStudentsDialog plan={acting.plan} onClose={() => setActing(null)} />}
      {acting?.kind === "delete" && <DeletePlanDialog plan={acting.plan} onClose={() => setActing(null)} />}
    </>
  );
}
