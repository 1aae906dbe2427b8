import "react-datepicker/dist/react-datepicker.css";
import "./deadline-picker.css";
import { Button, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import DatePicker from "react-datepicker";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { toCalendarDate } from "@common/calendar-date";
import { CATEGORIES } from "@common/constants";
import { createTaskSchema, DATE_MAX, DATE_MIN, type CreateTaskFields, type CreateTaskInput } from "@common/validation";
import { useUsers } from "@/lib/api/users";
import { FormCard } from "@/components/form/form-card";
import { FormField } from "@/components/form/form-field";
import { StudentSelect } from "@/components/form/student-select";
import { notify } from "@/components/ui/toaster";
import { calendarDateToLocal } from "@/lib/dates";
import { useToday } from "@/lib/use-today";
import { useCreateTask } from "./api/create-task";

const emptyTask = (today: string): CreateTaskFields => ({
  name: "",
  instructions: "",
  deadline: today,
  category: "",
  assignedTo: "",
});

/** SPEC §2 Create New Task; the form resets after every submit, success or failure (§4). */
export function CreateTaskPage() {
  const users = useUsers();
  const students = (users.data ?? []).filter((user) => user.role === "student");
  const createTask = useCreateTask();
  const today = useToday();
  const {
    register,
    control,
    handleSubmit,
    reset,
    resetField,
    getFieldState,
    clearErrors,
    formState: { errors },
  } = useForm<CreateTaskFields, unknown, CreateTaskInput>({
    resolver: zodResolver(createTaskSchema),
    defaultValues: emptyTask(today),
    reValidateMode: "onSubmit",
  });
  // Past midnight the default deadline moves on to the new day, unless the admin chose one.
  useEffect(() => {
    if (!getFieldState("deadline").isDirty) resetField("deadline", { defaultValue: today });
  }, [today, getFieldState, resetField]);
  const field = (name: keyof CreateTaskFields) => register(name, { onChange: () => clearErrors(name) });

  const save = (input: CreateTaskInput) =>
    createTask.mutate(input, {
      onSuccess: (result) => notify.success(result.message),
      onError: (error) => notify.error(error.message),
      onSettled: () => reset(emptyTask(toCalendarDate(new Date()))),
    });

  return (
    <FormCard title="Create New Task" maxW="2xl">
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
              render={({ field: { value, onChange, onBlur, name } }) => (
                <DatePicker
                  name={name}
                  selected={value ? calendarDateToLocal(value) : null}
                  onChange={(date: Date | null) => {
                    clearErrors("deadline");
                    onChange(date ? toCalendarDate(date) : "");
                  }}
                  onBlur={onBlur}
                  dateFormat="MM/dd/yyyy"
                  placeholderText="MM/DD/YYYY"
                  minDate={calendarDateToLocal(DATE_MIN)}
                  maxDate={calendarDateToLocal(DATE_MAX)}
                  shouldCloseOnSelect
                  showPopperArrow={false}
                  customInput={<Input />}
                />
              )}
            />
          </FormField>
          <FormField label="Category" error={errors.category?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field placeholder="Select a category" {...field("category")}>
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Assign to User" error={errors.assignedTo?.message}>
            <StudentSelect students={students} loading={users.isPending} {...field("assignedTo")} />
          </FormField>
          <Button type="submit" colorPalette="teal" loading={createTask.isPending} loadingText="Creating...">
            Create Task
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
