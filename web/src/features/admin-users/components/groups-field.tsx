import { Checkbox, HStack, Text } from "@chakra-ui/react";
import type { Group } from "@common/api-types";
import { FieldGroup } from "@/components/form/field-group";
import { useT } from "@/lib/i18n/use-t";

/** The groups a student is in, a checkbox each (a student may be in several or none). */
export function GroupsField({
  groups,
  value,
  onChange,
  legend,
}: {
  groups: Group[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** What the boxes are for, when not one student's groups ("Groups"). */
  legend?: string;
}) {
  const t = useT();
  return (
    <FieldGroup legend={legend ?? t("groups.groups")}>
      {groups.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("users.noGroups")}
        </Text>
      ) : (
        <HStack as="ul" listStyleType="none" wrap="wrap" gap="3">
          {groups.map((group) => (
            <li key={group._id}>
              <Checkbox.Root
                checked={value.includes(group._id)}
                onCheckedChange={(details) =>
                  onChange(details.checked === true ? [...value, group._id] : value.filter((id) => id !== group._id))
                }
                maxW="full"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label minW="0" overflowWrap="anywhere">
                  {group.name}
                </Checkbox.Label>
              </Checkbox.Root>
            </li>
          ))}
        </HStack>
      )}
    </FieldGroup>
  );
}
