import { Button, Input, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";
import { groupSchema, type GroupInput } from "@common/validation";
import { FormField } from "@/components/form/form-field";
import { toastOutcome } from "@/components/ui/toaster";
import { useT } from "@/lib/i18n/use-t";
import { nameTaken } from "./name-taken";
import { useCreateGroup } from "../api/create-group";

const EMPTY = { name: "", description: "" };
const resolver = zodResolver(groupSchema) as unknown as Resolver<GroupInput>;

/** A new group: its name (unique) and an optional line that says what it is; students are added after. */
export function NewGroupForm() {
  const t = useT();
  const createGroup = useCreateGroup();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<GroupInput>({ resolver, defaultValues: EMPTY, reValidateMode: "onSubmit" });

  const save = (input: GroupInput) =>
    createGroup.mutate(input, {
      ...toastOutcome(t("groups.createFailed"), () => reset(EMPTY)),
      onError: (error) => nameTaken(error, (message) => setError("name", { message }), t("groups.createFailed")),
    });

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={t("groups.newForm")}>
      <Stack gap="3" direction={{ base: "column", md: "row" }} align={{ md: "flex-start" }}>
        <FormField label={t("groups.name")} error={errors.name?.message}>
          <Input autoComplete="off" {...register("name")} />
        </FormField>
        <FormField label={t("groups.description")} error={errors.description?.message}>
          <Input autoComplete="off" {...register("description")} />
        </FormField>
        <Button
          type="submit"
          colorPalette="teal"
          mt={{ md: "6" }}
          flexShrink="0"
          loading={createGroup.isPending}
          loadingText={t("groups.creating")}
        >
          {t("groups.create")}
        </Button>
      </Stack>
    </form>
  );
}
