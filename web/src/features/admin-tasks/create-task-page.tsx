import { Button, Checkbox, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useController, useForm, useWatch, type Resolver } from "react-hook-form";
import { addDays, toCalendarDate } from "@common/calendar-date";
import { CATEGORIES, DATE_MAX, DATE_MIN } from "@common/constants";
import { isoWeekdayOf, MAX_PLAN_DAYS, planDates, WEEKDAYS, weekdayList, type Repeat } from "@common/plan";
import { createTaskSchema, type CreateTaskFields, type CreateTaskInput } from "@common/validation";
import { FieldGroup } from "@/components/form/field-group";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { StudentPicker } from "@/components/form/student-picker";
import { notify } from "@/components/ui/toaster";
import { activeStudentsOf, useUsers } from "@/lib/api/users";
import { calendarDateToLocal, formatDate } from "@/lib/dates";
import { useToday } from "@/lib/use-today";
import { useCreateTask } from "./api/create-task";
import { DateField } from "./components/date-field";
import { TemplatesPanel } from "./components/templates-panel";

interface TaskForm extends Omit<CreateTaskFields, "assignedTo" | "repeat"> {
  assignedTo: string[];
  repeat: Repeat | null;
}

const emptyTask = (today: string): TaskForm => ({
  name: "",
  instructions: "",
  deadline: today,
  category: "",
  assignedTo: [],
  repeat: null,
});

/** "Creates 60 tasks for 12 students: Mon, Wed, Fri until 12/19/2026" (the date as the form's fields write it), or nothing to say yet. */
export function planPreview(students: number, deadline: string, repeat: Repeat | null): string {
  if (students === 0 || !deadline) return "";
  const dates = planDates(deadline, repeat).length;
  const tasks = dates * students;
  const what = `Creates ${tasks} ${tasks === 1 ? "task" : "tasks"} for ${students} ${students === 1 ? "student" : "students"}`;
  return repeat ? `${what}: ${weekdayList(repeat.weekdays)} until ${formatDate(repeat.until, "picker")}` : what;
}

const resolver = zodResolver(createTaskSchema) as unknown as Resolver<TaskForm, unknown, CreateTaskInput>;

/**
 * Requirements §2 Create New Task; the form resets after every submit, success or failure (§4). Beyond the spec
 *: several students at once, repetition on chosen weekdays, and templates. The screen's content:
 * its heading and card are the route's (router.tsx).
 */
export function CreateTaskPage() {
  const users = useUsers();
  const students = useMemo(() => activeStudentsOf(users.data), [users.data]);
  const createTask = useCreateTask();
  const today = useToday();
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    getFieldState,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<TaskForm, unknown, CreateTaskInput>({
    resolver,
    defaultValues: emptyTask(today),
    reValidateMode: "onSubmit",
  });
  const field = (name: "name" | "instructions" | "category") => register(name, { onChange: () => clearErrors(name) });
  // Stable, so that the student list (a checkbox each) is drawn again only when the choice changes, not when
  // the form starts saving.
  const {
    field: { onChange: setAssignedTo },
  } = useController({ control, name: "assignedTo" });
  const chooseStudents = useCallback(
    (ids: string[]) => {
      clearErrors("assignedTo");
      setAssignedTo(ids);
    },
    [clearErrors, setAssignedTo],
  );
  const [deadline, repeat, assignedTo, name, instructions, category] = useWatch({
    control,
    name: ["deadline", "repeat", "assignedTo", "name", "instructions", "category"],
  });

  // Past midnight the default deadline moves on to the new day, unless the admin chose one.
  useEffect(() => {
    if (!getFieldState("deadline").isDirty) resetField("deadline", { defaultValue: today });
  }, [today, getFieldState, resetField]);

  const save = (input: CreateTaskInput) =>
    createTask.mutate(input, {
      onSuccess: (result) => notify.success(result.message),
      onError: (error) => notify.error(error.message),
      onSettled: () => reset(emptyTask(toCalendarDate(new Date()))),
    });

  const toggleRepeat = (on: boolean) => {
    clearErrors("repeat");
    setValue(
      "repeat",
      on ? { weekdays: [isoWeekdayOf(deadline || today)], until: addDays(deadline || today, 27) } : null,
    );
  };
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
      <form onSubmit={handleSubmit(save)} noValidate aria-label="Create New Task">
        <Stack gap="4">
          <FormField label="Task Name" error={errors.name?.message}>
            <Input autoComplete="off" {...field("name")} />
          </FormField>
          <FormField label="Instructions" error={errors.instructions?.message}>
            <Textarea rows={3} minH="24" autoresize {...field("instructions")} />
          </FormField>
          <FormField label="Deadline" error={errors.deadline?.message}>
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
          <FormField label="Category" error={errors.category?.message}>
            <OptionSelect placeholder="Select a category" options={CATEGORIES} {...field("category")} />
          </FormField>
          <FieldGroup legend="Assign to User" error={errors.assignedTo?.message ?? errors.assignedTo?.root?.message}>
            <StudentPicker
              label="Assign to User"
              students={students}
              loading={users.isPending}
              value={assignedTo}
              invalid={Boolean(errors.assignedTo)}
              onChange={chooseStudents}
            />
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
          <Button type="submit" colorPalette="teal" loading={createTask.isPending} loadingText="Creating...">
            Create Task
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

interface RepeatFieldsProps {
  repeat: Repeat | null;
  deadline: string;
  error?: string;
  onToggle: (on: boolean) => void;
  onChange: (repeat: Repeat) => void;
}

/** Optional repetition: weekday checkboxes (Mon–Sun) and an end date at most a year after the deadline. */
function RepeatFields({ repeat, deadline, error, onToggle, onChange }: RepeatFieldsProps) {
  return (
    <Stack gap="3">
      <Checkbox.Root checked={repeat !== null} onCheckedChange={(details) => onToggle(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Repeat</Checkbox.Label>
      </Checkbox.Root>
      {repeat && (
        <FieldGroup legend="Repeat on" error={error}>
          <HStack wrap="wrap" gap="3">
            {WEEKDAYS.map((day) => (
              <Checkbox.Root
                key={day.value}
                checked={repeat.weekdays.includes(day.value)}
                onCheckedChange={(details) =>
                  onChange({
                    ...repeat,
                    weekdays: details.checked
                      ? [...repeat.weekdays, day.value]
                      : repeat.weekdays.filter((value) => value !== day.value),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{day.short}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          <Stack gap="1" mt="3">
            <label htmlFor="repeat-until">
              <Text as="span" fontSize="sm" fontWeight="medium">
                Until
              </Text>
            </label>
            <DateField
              id="repeat-until"
              selected={repeat.until ? calendarDateToLocal(repeat.until) : null}
              onChange={(date: Date | null) => onChange({ ...repeat, until: date ? toCalendarDate(date) : "" })}
              minDate={deadline ? calendarDateToLocal(deadline) : undefined}
              maxDate={deadline ? calendarDateToLocal(addDays(deadline, MAX_PLAN_DAYS)) : undefined}
            />
          </Stack>
        </FieldGroup>
      )}
    </Stack>
  );
}
