import { Box, Checkbox, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { memo, useState } from "react";
import type { Group, User } from "@common/api-types";
import { useT } from "@/lib/i18n/use-t";

interface StudentPickerProps {
  students: User[];
  loading: boolean;
  value: string[];
  /** The students chosen, and the groups chosen as groups (by their own checkbox). */
  onChange: (ids: string[], chosenGroups: string[]) => void;
  /** The picker's accessible name (the field's label). */
  label: string;
  invalid?: boolean;
  /** Groups to choose students by: ticking one ticks its students, each of whom can still be unticked. */
  groups?: Group[];
  /**
   * The groups ticked by their own checkbox, each still holding all its students. Students who happen to make up
   * a group, ticked one by one, do not choose it: its box then shows them as a part of the class, not the group.
   */
  chosenGroups?: string[];
  /** The groups are still on their way: the list waits for them, so that they do not push the students down. */
  groupsLoading?: boolean;
}

/**
 * Several students at once: a search by name or e-mail, 'All students', and a checkbox each. With one
 * student ticked it is the spec's single choice. Memoised: a class's checkboxes are drawn again only when
 * the choice or the list changes.
 */
export const StudentPicker = memo(function StudentPicker({
  students,
  loading,
  value,
  onChange,
  label,
  invalid = false,
  groups = [],
  chosenGroups = [],
  groupsLoading = false,
}: StudentPickerProps) {
  const t = useT();
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const shown = students.filter(
    (student) => student.name.toLowerCase().includes(needle) || student.email.toLowerCase().includes(needle),
  );
  const chosen = new Set(value);
  const allChosen = students.length > 0 && students.every((student) => chosen.has(student._id));
  const active = new Set(students.map((student) => student._id));
  const membersOf = new Map(groups.map((group) => [group._id, group.students.filter((id) => active.has(id))]));
  /** A new choice of students; a chosen group that loses one of them is no longer chosen (ticking it back is not). */
  const change = (ids: string[], ticked?: string) => {
    const next = new Set(ids);
    const kept = chosenGroups.filter((id) => membersOf.get(id)?.every((member) => next.has(member)) ?? false);
    onChange(ids, ticked && !kept.includes(ticked) ? [...kept, ticked] : kept);
  };
  const toggle = (id: string, on: boolean) => change(on ? [...value, id] : value.filter((existing) => existing !== id));
  const toggleGroup = (group: string, members: string[], on: boolean) =>
    on
      ? change([...value, ...members.filter((id) => !chosen.has(id))], group)
      : change(value.filter((id) => !members.includes(id)));

  return (
    <Stack gap="2" role="group" aria-label={label}>
      <Input
        type="search"
        aria-label={t("form.searchStudents")}
        placeholder={loading ? t("form.loadingStudents") : t("form.searchByNameOrEmail")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={loading}
        autoComplete="off"
      />
      <HStack justify="space-between" wrap="wrap">
        <Checkbox.Root
          checked={allChosen ? true : value.length > 0 ? "indeterminate" : false}
          onCheckedChange={() => change(allChosen ? [] : students.map((student) => student._id))}
          disabled={loading || students.length === 0}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t("form.allStudents")}</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t("form.chosenCount", { count: value.length })}
        </Text>
      </HStack>
      <Box
        borderWidth="1px"
        borderColor={invalid ? "border.error" : "border"}
        rounded="md"
        // One height, loading or loaded, however many groups and students: what is below never moves under a
        // thumb. The groups are in it, above the students, and both show once both have come.
        h="56"
        overflowY="auto"
        p="2"
      >
        {loading || groupsLoading ? (
          <Text fontSize="sm" color="fg.muted" p="1">
            {t("form.loadingStudents")}
          </Text>
        ) : (
          <Stack gap="2">
            {groups.length > 0 && (
              <HStack as="ul" listStyleType="none" wrap="wrap" gap="3" aria-label={t("groups.groups")}>
                {groups.map((group) => {
                  const members = membersOf.get(group._id) ?? [];
                  const some = members.filter((id) => chosen.has(id)).length;
                  // Ticked only when chosen itself; its students ticked one by one are some of the class, mixed.
                  const isChosen = members.length > 0 && some === members.length && chosenGroups.includes(group._id);
                  return (
                    <li key={group._id}>
                      <Checkbox.Root
                        checked={isChosen ? true : some > 0 ? "indeterminate" : false}
                        onCheckedChange={() => toggleGroup(group._id, members, !isChosen)}
                        disabled={members.length === 0}
                        maxW="full"
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label minW="0" overflowWrap="anywhere">
                          {group.name} ({members.length})
                        </Checkbox.Label>
                      </Checkbox.Root>
                    </li>
                  );
                })}
              </HStack>
            )}
            {shown.length === 0 ? (
              <Text fontSize="sm" color="fg.muted" p="1">
                {t("form.noStudentMatch")}
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="1">
                {shown.map((student) => (
                  <li key={student._id}>
                    <Checkbox.Root
                      checked={chosen.has(student._id)}
                      onCheckedChange={(details) => toggle(student._id, details.checked === true)}
                      alignItems="flex-start"
                      maxW="full"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control mt="0.5" />
                      {/* A long address has nowhere to break: it breaks anywhere rather than widen the screen. */}
                      <Checkbox.Label minW="0" overflowWrap="anywhere">
                        {student.name} ({student.email})
                      </Checkbox.Label>
                    </Checkbox.Root>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
});
