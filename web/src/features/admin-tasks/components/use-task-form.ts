import { useCallback, useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useController, useForm, useWatch, type Resolver } from "react-hook-form";
import { addDays } from "@common/calendar-date";
import { isoWeekdayOf, type Repeat } from "@common/plan";
import { createTaskSchema, type CreateTaskFields, type CreateTaskInput } from "@common/validation";

export interface TaskForm extends Omit<CreateTaskFields, "assignedTo" | "repeat"> {
  assignedTo: string[];
  repeat: Repeat | null;
}

export const emptyTask = (today: string): TaskForm => ({
  name: "",
  instructions: "",
  deadline: today,
  category: "",
  assignedTo: [],
  repeat: null,
});

const resolver = zodResolver(createTaskSchema) as unknown as Resolver<TaskForm, unknown, CreateTaskInput>;

/**
 * Create Task's form (react-hook-form with the shared schema): its fields, the students chosen (a stable
 * callback, so that the student list is drawn again only when the choice changes), what is typed now, a default
 * deadline that moves on at midnight unless chosen, and the repetition turned on or off.
 */
export function useTaskForm(today: string) {
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

  const toggleRepeat = (on: boolean) => {
    clearErrors("repeat");
    setValue(
      "repeat",
      on ? { weekdays: [isoWeekdayOf(deadline || today)], until: addDays(deadline || today, 27) } : null,
    );
  };
  return {
    form: { register, control, handleSubmit, reset, setValue, clearErrors, errors },
    field,
    chooseStudents,
    toggleRepeat,
    watched: { deadline, repeat, assignedTo, name, instructions, category },
  };
}
