import type { ComponentProps } from "react";
import type { User } from "@common/api-types";
import { useT } from "@/lib/i18n/use-t";
import { OptionSelect } from "./option-select";

interface StudentSelectProps extends Omit<ComponentProps<typeof OptionSelect>, "options"> {
  students: User[];
  loading: boolean;
  /** The chosen student's id where the select is not controlled (`value`), for its title. */
  chosen?: string;
}

/**
 * A select of students by name and e-mail (requirements §2); the rest of the props go to the <select>. A long
 * name and address is cut in the field, so the chosen one is its title too.
 */
export function StudentSelect({ students, loading, chosen, ...props }: StudentSelectProps) {
  const t = useT();
  const options = students.map((student) => ({
    value: student._id,
    label: student.active
      ? `${student.name} (${student.email})`
      : t("form.studentDeactivated", { name: student.name, email: student.email }),
  }));
  const chosenId = typeof props.value === "string" ? props.value : chosen;
  return (
    <OptionSelect
      disabled={loading}
      placeholder={loading ? t("form.loadingStudents") : t("form.selectStudent")}
      options={options}
      title={options.find((option) => option.value === chosenId)?.label}
      {...props}
    />
  );
}
