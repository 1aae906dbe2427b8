import "react-datepicker/dist/react-datepicker.css";
import "./deadline-picker.css";
import { Button, Card, Field, Heading, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import DatePicker from "react-datepicker";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { toCalendarDate } from "@common/calendar-date";
import { CATEGORIES } from "@common/constants";
import { createTaskSchema, DATE_MAX, DATE_MIN, type CreateTaskFields, type CreateTaskInput } from "@common/validation";
import { useUsers } from "@/lib/api/users";
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
    <Stack align="center" py={{ base: "2", md: "6" }}>
      <Card.Root width="full" maxW="2xl">
        <Card.Header>
          <Heading as="h1" size="xl">
            Create New Task
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={handleSubmit(save)} noValidate aria-label="Create New Task">
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.name)}>
                <Field.Label>Task Name</Field.Label>
                <Input autoComplete="off" {...field("name")} />
                <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.instructions)}>
                <Field.Label>Instructions</Field.Label>
                <Textarea rows={3} minH="24" autoresize {...field("instructions")} />
                <Field.ErrorText>{errors.instructions?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.deadline)}>
                <Field.Label>Deadline</Field.Label>
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
                <Field.ErrorText>{errors.deadline?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.category)}>
                <Field.Label>Category</Field.Label>
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
                <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.assignedTo)}>
                <Field.Label>Assign to User</Field.Label>
                <NativeSelect.Root disabled={users.isPending}>
                  <NativeSelect.Field
                    placeholder={users.isPending ? "Loading students..." : "Select a student"}
                    {...field("assignedTo")}
                  >
                    {students.map((student) => (
                      <option key={student._id} value={student._id}>
                        {student.name} ({student.email})
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.assignedTo?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="teal" loading={createTask.isPending} loadingText="Creating...">
                Create Task
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
