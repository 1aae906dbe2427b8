import { Button, Field, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod";
import type { SocialLabel } from "@common/constants";
import type { User } from "@common/api-types";
import { birthDateField, nameField, phoneField, socialUrlField } from "@common/validation";
import { useHalfTypedDate, withHalfTypedDates } from "@/lib/half-typed-date";
import { useToday } from "@/lib/use-today";
import type { ProfileUpdate } from "../api/update-profile";

/** The four social inputs of SPEC §2, each bound to its label. */
const SOCIAL_INPUTS: { key: "facebook" | "instagram" | "tiktok" | "twitter"; label: SocialLabel; title: string }[] = [
  { key: "facebook", label: "Facebook", title: "Facebook URL" },
  { key: "instagram", label: "Instagram", title: "Instagram URL" },
  { key: "tiktok", label: "TikTok", title: "TikTok URL" },
  { key: "twitter", label: "Twitter", title: "X (Twitter) URL" },
];

const profileFormSchema = (today: string) =>
  z.object({
    name: nameField,
    phoneNumber: phoneField,
    birthDate: birthDateField(today),
    facebook: socialUrlField,
    instagram: socialUrlField,
    tiktok: socialUrlField,
    twitter: socialUrlField,
  });
type ProfileFormFields = z.input<ReturnType<typeof profileFormSchema>>;
type ProfileFormValues = z.infer<ReturnType<typeof profileFormSchema>>;

interface ProfileFormProps {
  user: User;
  saving: boolean;
  onSave: (update: ProfileUpdate) => void;
  onCancel: () => void;
}

export function ProfileForm({ user, saving, onSave, onCancel }: ProfileFormProps) {
  const today = useToday();
  const birthDate = useHalfTypedDate();
  const resolver = useMemo(
    () => withHalfTypedDates(zodResolver(profileFormSchema(today)), { birthDate: birthDate.halfTyped }),
    [today, birthDate.halfTyped],
  );
  const linkOf = (label: SocialLabel) => user.socialLinks.find((link) => link.label === label)?.url ?? "";
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormFields, unknown, ProfileFormValues>({
    resolver,
    defaultValues: {
      name: user.name,
      phoneNumber: user.phoneNumber,
      birthDate: user.birthDate,
      ...Object.fromEntries(SOCIAL_INPUTS.map(({ key, label }) => [key, linkOf(label)])),
    },
  });

  const save = (values: ProfileFormValues) =>
    onSave({
      name: values.name,
      phoneNumber: values.phoneNumber,
      birthDate: values.birthDate,
      socialLinks: SOCIAL_INPUTS.map(({ key, label }) => ({ label, url: values[key] })).filter((link) => link.url),
    });

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label="Edit profile">
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.name)}>
          <Field.Label>Name</Field.Label>
          <Input autoComplete="name" {...register("name")} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.phoneNumber)}>
            <Field.Label>Phone Number</Field.Label>
            <Input type="tel" autoComplete="tel" {...register("phoneNumber")} />
            <Field.ErrorText>{errors.phoneNumber?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.birthDate)}>
            <Field.Label>Birth Date</Field.Label>
            <Input
              type="date"
              min="1900-01-01"
              max={today}
              onKeyUp={birthDate.check}
              {...register("birthDate", { onChange: birthDate.check, onBlur: birthDate.check })}
            />
            <Field.ErrorText>{errors.birthDate?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {SOCIAL_INPUTS.map(({ key, title }) => (
          <Field.Root key={key} invalid={Boolean(errors[key])}>
            <Field.Label>{title}</Field.Label>
            <Input type="url" inputMode="url" placeholder="https://" {...register(key)} />
            <Field.ErrorText>{errors[key]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="teal" loading={saving} loadingText="Saving...">
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
