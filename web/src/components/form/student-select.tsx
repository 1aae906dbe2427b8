import { NativeSelect } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import type { User } from "@common/api-types";

interface StudentSelectProps extends ComponentProps<typeof NativeSelect.Field> {
  students: User[];
  loading: boolean;
}

/** A select of students by name and e-mail (SPEC §2); the rest of the props go to the <select>. */
export function StudentSelect({ students, loading, ...props }: StudentSelectProps) {
  return (
    <NativeSelect.Root disabled={loading}>
      <NativeSelect.Field placeholder={loading ? "Loading students..." : "Select a student"} {...props}>
        {students.map((student) => (
          <option key={student._id} value={student._id}>
            {student.name} ({student.email}){student.active ? "" : " — deactivated"}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
