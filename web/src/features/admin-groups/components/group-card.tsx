import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { Group } from "@common/api-types";
import { useT } from "@/lib/i18n/use-t";

/** One student of a group as its card lists them: their name and on-time rate of the last four weeks. */
export interface GroupMember {
  _id: string;
  name: string;
  /** Tasks done on time of those due in the last four weeks, or null with none due. */
  rate: number | null;
}

/** A group: its name, description, students with their on-time rates, and what an admin can do with it. */
export function GroupCard({
  group,
  members,
  onAct,
}: {
  group: Group;
  members: GroupMember[];
  onAct: (kind: "edit" | "students" | "delete") => void;
}) {
  const t = useT();
  const rateText = (rate: number | null) =>
    rate === null ? t("groups.noTasksDue") : t("groups.onTime", { percent: Math.round(rate * 100) });
  return (
    <Card.Root as="li" size="sm" data-testid={`group-${group._id}`}>
      {/* Names with nowhere to break wrap anywhere rather than widen the page. */}
      <Card.Body gap="2" overflowWrap="anywhere">
        <Heading as="h2" size="sm">
          {group.name}
        </Heading>
        {group.description && (
          <Text fontSize="sm" color="fg.muted">
            {group.description}
          </Text>
        )}
        <Text fontSize="sm" fontWeight="medium">
          {t("groups.studentCount", { count: members.length })}
        </Text>
        {members.length > 0 && (
          <Stack
            as="ul"
            listStyleType="none"
            gap="0.5"
            fontSize="sm"
            aria-label={t("groups.studentsOf", { name: group.name })}
          >
            {members.map((member) => (
              <li key={member._id}>
                {member.name} · <Text as="span">{rateText(member.rate)}</Text>
              </li>
            ))}
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => onAct("students")}>
            {t("groups.students")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onAct("edit")}>
            {t("groups.edit")}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAct("delete")}>
            {t("groups.delete")}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
