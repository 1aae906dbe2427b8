import { Button, Dialog, Input, NativeSelect, Portal, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { User } from "@common/api-types";
import { ROLES } from "@common/constants";
import { editUserSchema, type EditUserFields, type EditUserInput } from "@common/validation";
import { DateInput } from "@/components/form/date-input";
import { FormField } from "@/components/form/form-field";
import { notify } from "@/components/ui/toaster";
import { withHalfTypedDates } from "@/lib/half-typed-date";
import { useToday } from "@/lib/use-today";
import { useEditUser } from "../api/manage-users";

/** An admin's edit of an account: name, phone, birth date and role (the address stays). */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const today = useToday();
  const [birthDateHalfTyped, setBirthDateHalfTyped] = useState(false);
  const resolver = useMemo(
    () => withHalfTypedDates(zodResolver(editUserSchema(today)), { birthDate: birthDateHalfTyped }),
    [today, birthDateHalfTyped],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditUserFields, unknown, EditUserInput>({
    resolver,
    defaultValues: { name: user.name, role: user.role, phoneNumber: user.phoneNumber, birthDate: user.birthDate },
  });
  const editUser = useEditUser();
  const save = (input: EditUserInput) =>
    editUser.mutate(
      { id: user._id, input },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          onClose();
        },
        onError: (error) => notify.error("Failed to update the user", error.message),
      },
    );

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={handleSubmit(save)} noValidate aria-label={`Edit ${user.name}`}>
              <Dialog.Header>
                <Dialog.Title>Edit {user.name}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField label="Name" error={errors.name?.message}>
                    <Input autoComplete="off" {...register("name")} />
                  </FormField>
                  <FormField label="Phone Number" error={errors.phoneNumber?.message}>
                    <Input type="tel" autoComplete="off" {...register("phoneNumber")} />
                  </FormField>
                  <FormField label="Birth Date" error={errors.birthDate?.message}>
                    <DateInput max={today} onHalfTypedChange={setBirthDateHalfTyped} {...register("birthDate")} />
                  </FormField>
                  <FormField label="Role" error={errors.role?.message}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register("role")}>
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {role.toUpperCase()}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="teal" loading={editUser.isPending} loadingText="Saving...">
                  Save
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
