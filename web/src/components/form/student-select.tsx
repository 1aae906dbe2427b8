import type { ComponentProps } from "react";
import type { User } from "@common/api-types";
import { useT } from "@/lib/i18n/use-t";
import { OptionSelect } from "./option-select";

interface StudentSelectProps extends Omit<ComponentProps<typeof OptionSelect>, "options"> {
  students: User[];
  loading: boolean;
}

/** A select of students by name and e-mail (requirements §2); the rest of the props go to the <select>. */
export function StudentSelect({ students, loading, ...props }: StudentSelectProps) {
  const t = useT();
  const options = students.map((student) => ({
    value: student._id,
    label: student.active
      ? `${student.name} (${student.email})`
      : t("form.studentDeactivated", { name: student.name, email: student.email }),
  }));
  return (
    <OptionSelect
      disabled={loading}
      placeholder={loading ? t("form.loadingStudents") : t("form.selectStudent")}
      options={options}
      {...props}
    />
  );
}
