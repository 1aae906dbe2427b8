import { Badge, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { Plan } from "@common/api-types";
import { weekdayList } from "@common/plan";
import { Loading, LoadError } from "@/components/ui/load-state";
import { useGroups } from "@/lib/api/groups";
import { useUsers } from "@/lib/api/users";
import { formatDate } from "@/lib/dates";
import { usePlans } from "@/lib/api/plans";
import { DeletePlanDialog } from "./components/delete-plan-dialog";
import { EditPlanDialog } from "./components/edit-plan-dialog";
import { PlanStudentsDialog } from "./components/plan-students-dialog";

type Acting = { kind: "edit" | "students" | "delete"; plan: Plan } | null;

/**
 * Every plan (a Create Task request for several students or days) as one thing: what it says, its
 * students, weekdays and dates, how far along it is; edited for all its students from a day on, students added
 * or removed, deleted whole or from today on.
 */
export function PlansPage() {
  const plans = usePlans();
  const users = useUsers();
  const groups = useGroups();
  const [acting, setActing] = useState<Acting>(null);
  const nameOf = new Map((users.data ?? []).map((user) => [user._id, user.name]));
  const groupNameOf = new Map((groups.data ?? []).map((group) => [group._id, group.name]));

  if (plans.isPending) return <Loading label="Loading plans..." />;
  if (plans.isError) {
    return (
      <LoadError message="The plans could not be loaded" reason={plans.error.message} onRetry={() => plans.refetch()} />
    );
  }
  return (
    <>
      {plans.data.length === 0 ? (
        <Text color="fg.muted">No plans yet: a task for several students, or repeated, makes one.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Plans">
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
                    <Badge variant="outline">{plan.category}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {weekdayList(plan.weekdays)} · {formatDate(plan.from, "picker")} to{" "}
                    {formatDate(plan.until, "picker")}
                  </Text>
                  <Text fontSize="sm">
                    {students.length === 1 ? "1 student" : `${students.length} students`}: {students.join(", ")}
                  </Text>
                  {group && (
                    <Text fontSize="sm" data-testid="plan-group">
                      Follows the group {group}: who joins it gets the remaining days, who leaves loses them.
                    </Text>
                  )}
                  <Text fontSize="sm" data-testid="plan-counts">
                    {plan.counts.done} done · {plan.counts.waiting} awaiting review · {plan.counts.todo} to do
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    <Button size="sm" variant="outline" onClick={() => setActing({ kind: "edit", plan })}>
                      Edit plan
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setActing({ kind: "students", plan })}>
                      Students
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setActing({ kind: "delete", plan })}
                    >
                      Delete plan
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
      {acting?.kind === "edit" && <EditPlanDialog plan={acting.plan} onClose={() => setActing(null)} />}
      {acting?.kind === "students" && <PlanStudentsDialog plan={acting.plan} onClose={() => setActing(null)} />}
      {acting?.kind === "delete" && <DeletePlanDialog plan={acting.plan} onClose={() => setActing(null)} />}
    </>
  );
}
