import { Input } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import type { User } from "@common/api-types";
import { editUserSchema, type EditUserFields, type EditUserInput } from "@common/validation";
import { DateInput } from "@/components/form/date-input";
import { FormField } from "@/components/form/form-field";
import { OptionSelect } from "@/components/form/option-select";
import { ActionDialog } from "@/components/ui/action-dialog";
import { toastOutcome } from "@/components/ui/toaster";
import { useBirthDateResolver } from "@/lib/half-typed-date";
import { useEditUser } from "../api/edit-user";
import { ROLE_OPTIONS } from "../role-options";

/** An admin's edit of an account: name, phone, birth date and role (the address stays). */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { today, resolver, onHalfTypedChange } = useBirthDateResolver(editUserSchema);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditUserFields, unknown, EditUserInput>({
    resolver,
    defaultValues: { name: user.name, role: user.role, phoneNumber: user.phoneNumber, birthDate: user.birthDate },
  });
  const editUser = useEditUser();

  return (
    <ActionDialog
      title={`Edit ${user.name}`}
      action="Save"
      pendingText="Saving..."
      pending={editUser.isPending}
      onSubmit={handleSubmit((input) =>
        editUser.mutate({ id: user._id, input }, toastOutcome("Failed to update the user", onClose)),
      )}
      onClose={onClose}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label="Phone Number" error={errors.phoneNumber?.message}>
        <Input type="tel" autoComplete="off" {...register("phoneNumber")} />
      </FormField>
      <FormField label="Birth Date" error={errors.birthDate?.message}>
        <DateInput max={today} onHalfTypedChange={onHalfTypedChange} {...register("birthDate")} />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <OptionSelect options={ROLE_OPTIONS} {...register("role")} />
      </FormField>
    </ActionDialog>
  );
}
