import { Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { Group } from "@common/api-types";

/** One student of a group as its card lists them: their name and on-time rate of the last four weeks. */
export interface GroupMember {
  _id: string;
  name: string;
  /** Tasks done on time of those due in the last four weeks, or null with none due. */
  rate: number | null;
}

const rateText = (rate: number | null) => (rate === null ? "no tasks due yet" : `${Math.round(rate * 100)}% on time`);

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
          {members.length === 1 ? "1 student" : `${members.length} students`}
        </Text>
        {members.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="0.5" fontSize="sm" aria-label={`Students of ${group.name}`}>
            {members.map((member) => (
              <li key={member._id}>
                {member.name} · <Text as="span">{rateText(member.rate)}</Text>
              </li>
            ))}
          </Stack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => onAct("students")}>
            Students
          </Button>
          <Button size="sm" variant="outline" onClick={() => onAct("edit")}>
            Edit group
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onAct("delete")}>
            Delete group
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
