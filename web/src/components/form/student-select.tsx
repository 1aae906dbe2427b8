import type { ComponentProps } from "react";
import type { User } from "@common/api-types";
import { OptionSelect } from "./option-select";

interface StudentSelectProps extends Omit<ComponentProps<typeof OptionSelect>, "options"> {
  students: User[];
  loading: boolean;
}

/** A select of students by name and e-mail (requirements §2); the rest of the props go to the <select>. */
export function StudentSelect({ students, loading, ...props }: StudentSelectProps) {
  const options = students.map((student) => ({
    value: student._id,
    label: `${student.name} (${student.email})${student.active ? "" : " — deactivated"}`,
  }));
  return (
    <OptionSelect
      disabled={loading}
      placeholder={loading ? "Loading students..." : "Select a student"}
      options={options}
      {...props}
    />
  );
}
