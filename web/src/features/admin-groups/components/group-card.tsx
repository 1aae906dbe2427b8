import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import type { Group } from "@common/api-types";
import { useT } from "@/lib/i18n/use-t";

/** One student of a group as its card lists them: their name and on-time rate of the last four weeks. */
export interface GroupMember {
  _id: string;
  name: string;
  /** Tasks done on time of those due in the last four weeks, or null with none due. */
  rate: number | null;
}

/** How many students a card lists before 'Show all': a class of 150 is a count and a few names, not a long page. */
export const FIRST_FEW = 5;

/**
 * A group: its name, description, how many students it has and the first few with their on-time rates (all of
 * them on demand), and what an admin can do with it.
 */
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
  const [all, setAll] = useState(false);
  const listId = useId();
  const listed = all ? members : members.slice(0, FIRST_FEW);
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
            id={listId}
          >
            {listed.map((member) => (
              <li key={member._id}>
                {member.name} · <Text as="span">{rateText(member.rate)}</Text>
              </li>
            ))}
          </Stack>
        )}
        {members.length > FIRST_FEW && (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-start"
            aria-expanded={all}
            aria-controls={listId}
            onClick={() => setAll(!all)}
          >
            {all ? t("groups.showFewer", { count: FIRST_FEW }) : t("groups.showAll", { count: members.length })}
          </Button>
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
