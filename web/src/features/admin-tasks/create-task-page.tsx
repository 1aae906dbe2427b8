import { Button, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useCallback, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { toCalendarDate } from "@common/calendar-date";
import { CATEGORIES, DATE_MAX, DATE_MIN } from "@common/constants";
import { type CreateTaskInput } from "@common/validation";
import { FieldGroup } from "@/components/form/field-group";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { StudentPicker } from "@/components/form/student-picker";
import { notify } from "@/components/ui/toaster";
import { useGroups } from "@/lib/api/groups";
import { followedGroup, groupsOfExactly } from "@/lib/followed-group";
import { activeStudentsOf, useUsers } from "@/lib/api/users";
import { calendarDateToLocal } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
import { useToday } from "@/lib/use-today";
import { useCreateTask } from "./api/create-task";
import { DateField } from "./components/date-field";
import { planPreview } from "./components/plan-preview";
import { RepeatFields } from "./components/repeat-fields";
import { TemplatesPanel } from "./components/templates-panel";
import { emptyTask, useTaskForm } from "./components/use-task-form";

/**
 * Requirements §2 Create New Task; the form resets after every submit, success or failure (§4). Beyond the
 * spec: several students at once, repetition on chosen weekdays, and templates. The screen's content:
 * its heading and card are the route's (router.tsx).
 */
export function CreateTaskPage() {
  const t = useT();
  const users = useUsers();
  const students = useMemo(() => activeStudentsOf(users.data), [users.data]);
  const groups = useGroups();
  const createTask = useCreateTask();
  const today = useToday();
  const { form, field, chooseStudents, toggleRepeat, watched } = useTaskForm(today);
  const { control, handleSubmit, reset, setValue, clearErrors, errors } = form;
  const { deadline, repeat, assignedTo, name, instructions, category } = watched;
  // The groups ticked by their own checkbox: only such a group is followed, never students who happen to make one.
  const [chosenGroups, setChosenGroups] = useState<string[]>([]);
  const choose = useCallback(
    (ids: string[], groupIds: string[]) => {
      chooseStudents(ids);
      setChosenGroups(groupIds);
    },
    [chooseStudents],
  );

  // A group chosen itself, with exactly its students: the plan follows the group (who joins or leaves it later).
  const group = followedGroup(groups.data, students, assignedTo, chosenGroups);
  // Its students ticked one by one: an ordinary assignment, which the admin is told, with how to make it the group's.
  const coincident = group ? undefined : groupsOfExactly(groups.data, students, assignedTo)[0];
  const save = (input: CreateTaskInput) =>
    createTask.mutate(group ? { ...input, groupId: group._id } : input, {
      onSuccess: (result) => notify.success(t("createTask.created", { count: result.count })),
      onError: (error) => {
        notify.error(error.message);
        // The group may have changed under the form (its plan was refused for that): show it as it is now.
        if (group) void groups.refetch();
      },
      onSettled: () => {
        reset(emptyTask(toCalendarDate(new Date())));
        setChosenGroups([]);
      },
    });

  const preview = planPreview(assignedTo.length, deadline, repeat);

  return (
    <Stack gap="6">
      <TemplatesPanel
        current={{ name, instructions, category }}
        onUse={(template) => {
          setValue("name", template.name);
          setValue("instructions", template.instructions);
          setValue("category", template.category);
          clearErrors(["name", "instructions", "category"]);
        }}
      />
      <form onSubmit={handleSubmit(save)} noValidate aria-label={t("createTask.formLabel")}>
        <Stack gap="4">
          <FormField label={t("createTask.taskName")} error={errors.name?.message}>
            <Input autoComplete="off" {...field("name")} />
          </FormField>
          <FormField label={t("createTask.instructions")} error={errors.instructions?.message}>
            <Textarea rows={3} minH="24" autoresize {...field("instructions")} />
          </FormField>
          <FormField label={t("createTask.deadline")} error={errors.deadline?.message}>
            <Controller
              control={control}
              name="deadline"
              render={({ field: { value, onChange, onBlur, name: fieldName } }) => (
                <DateField
                  name={fieldName}
                  selected={value ? calendarDateToLocal(value) : null}
                  onChange={(date: Date | null) => {
                    clearErrors("deadline");
                    onChange(date ? toCalendarDate(date) : "");
                  }}
                  onBlur={onBlur}
                  minDate={calendarDateToLocal(DATE_MIN)}
                  maxDate={calendarDateToLocal(DATE_MAX)}
                />
              )}
            />
          </FormField>
          <FormField label={t("createTask.category")} error={errors.category?.message}>
            <OptionSelect
              placeholder={t("createTask.selectCategory")}
              options={CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
              {...field("category")}
            />
          </FormField>
          <FieldGroup
            legend={t("createTask.assignTo")}
            error={errors.assignedTo?.message ?? errors.assignedTo?.root?.message}
          >
            <StudentPicker
              label={t("createTask.assignTo")}
              students={students}
              loading={users.isPending}
              value={assignedTo}
              invalid={Boolean(errors.assignedTo)}
              onChange={choose}
              groups={groups.data}
              chosenGroups={chosenGroups}
              groupsLoading={groups.isPending}
            />
            <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="follows-group">
              {group
                ? t("createTask.followsGroup", { group: group.name })
                : coincident
                  ? t("createTask.notFollowingGroup", { group: coincident.name })
                  : null}
            </Text>
          </FieldGroup>
          <RepeatFields
            repeat={repeat}
            deadline={deadline}
            error={errors.repeat?.message ?? errors.repeat?.root?.message}
            onToggle={toggleRepeat}
            onChange={(next) => {
              clearErrors("repeat");
              setValue("repeat", next);
            }}
          />
          {preview && (
            <Text fontSize="sm" fontWeight="medium" aria-live="polite" data-testid="plan-preview">
              {preview}
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="teal"
            loading={createTask.isPending}
            loadingText={t("createTask.creating")}
          >
            {t("createTask.submit")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
