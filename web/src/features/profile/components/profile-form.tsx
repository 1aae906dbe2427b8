import { Button, HStack, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import * as z from "@common/zod";
import type { SocialLabel } from "@common/constants";
import type { User } from "@common/api-types";
import { birthDateField, nameField, phoneField, socialUrlField } from "@common/validation";
import { DateInput } from "@/components/form/date-input";
import { FormField } from "@/components/form/form-field";
import { useFreshForm } from "@/components/form/use-fresh-form";
import { useBirthDateResolver } from "@/lib/half-typed-date";
import type { ProfileUpdate } from "../api/update-profile";
import { useT } from "@/lib/i18n/use-t";

/** The four social inputs of requirements §2, each bound to its label; `network` is the name its field shows. */
type SocialKey = "facebook" | "instagram" | "tiktok" | "twitter";
const SOCIAL_INPUTS: { key: SocialKey; label: SocialLabel; network: string }[] = [
  { key: "facebook", label: "Facebook", network: "Facebook" },
  { key: "instagram", label: "Instagram", network: "Instagram" },
  { key: "tiktok", label: "TikTok", network: "TikTok" },
  { key: "twitter", label: "Twitter", network: "X (Twitter)" },
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
  const { today, resolver, onHalfTypedChange } = useBirthDateResolver(profileFormSchema);
  const t = useT();
  const linkOf = (label: SocialLabel) => user.socialLinks.find((link) => link.label === label)?.url ?? "";
  const {
    register,
    handleSubmit,
    changedElsewhere,
    formState: { errors },
  } = useFreshForm<ProfileFormFields, unknown, ProfileFormValues>(
    {
      name: user.name,
      phoneNumber: user.phoneNumber,
      birthDate: user.birthDate,
      ...(Object.fromEntries(SOCIAL_INPUTS.map(({ key, label }) => [key, linkOf(label)])) as Record<SocialKey, string>),
    },
    { resolver },
  );

  const save = (values: ProfileFormValues) =>
    onSave({
      name: values.name,
      phoneNumber: values.phoneNumber,
      birthDate: values.birthDate,
      socialLinks: SOCIAL_INPUTS.map(({ key, label }) => ({ label, url: values[key] })).filter((link) => link.url),
    });

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={t("profile.editForm")}>
      <Stack gap="4">
        <FormField label={t("profile.name")} error={errors.name?.message} changedElsewhere={changedElsewhere("name")}>
          <Input autoComplete="name" {...register("name")} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label={t("profile.phoneNumber")}
            error={errors.phoneNumber?.message}
            changedElsewhere={changedElsewhere("phoneNumber")}
          >
            <Input type="tel" autoComplete="tel" {...register("phoneNumber")} />
          </FormField>
          <FormField
            label={t("profile.birthDateField")}
            error={errors.birthDate?.message}
            changedElsewhere={changedElsewhere("birthDate")}
          >
            <DateInput max={today} onHalfTypedChange={onHalfTypedChange} {...register("birthDate")} />
          </FormField>
        </SimpleGrid>
        {SOCIAL_INPUTS.map(({ key, network }) => (
          <FormField
            key={key}
            label={t("profile.socialUrl", { network })}
            error={errors[key]?.message}
            changedElsewhere={changedElsewhere(key)}
          >
            <Input type="url" inputMode="url" placeholder="https://" {...register(key)} />
          </FormField>
        ))}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" colorPalette="teal" loading={saving} loadingText={t("common.saving")}>
            {t("common.save")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
