import { Box, Button, HStack, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { MAX_PICTURE_BYTES } from "@common/constants";
import { LANGUAGES } from "@common/languages";
import { addUserSchema, type AddUserFields, type AddUserInput } from "@common/validation";
import { notify } from "@/components/ui/toaster";
import { serverMessageOr } from "@/lib/api/client";
import { DateInput } from "@/components/form/date-input";
import { FormField } from "@/components/form/form-field";
import { ImageChooser } from "@/components/form/image-chooser";
import { OptionSelect } from "@/components/form/option-select";
import { useGroups } from "@/lib/api/groups";
import { languageName } from "@/lib/i18n/language-names";
import { lazyNamed } from "@/lib/lazy-named";
import { useT } from "@/lib/i18n/use-t";
import { useBirthDateResolver } from "@/lib/half-typed-date";
import { useAddUser } from "./api/add-user";
import { useSetUserGroups } from "./api/set-user-groups";
import { GroupsField } from "./components/groups-field";
import { InviteBox } from "./components/invite-box";
import { roleOptions } from "./role-options";

type AddUserForm = Required<AddUserFields>;

const EMPTY: AddUserForm = {
  email: "",
  name: "",
  phoneNumber: "",
  birthDate: "",
  role: "",
  language: "",
  invite: true,
};

/**
 * Requirements §2 Add New User, with the rules and messages of §5 and the resets of §4. The screen's content: its
 * heading and card are the route's (router.tsx).
 */
export function AddUserPage() {
  const t = useT();
  const { today, resolver, onHalfTypedChange } = useBirthDateResolver(addUserSchema);
  const {
    register,
    control,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<AddUserFields, unknown, AddUserInput>({
    resolver,
    defaultValues: EMPTY,
    reValidateMode: "onSubmit",
  });
  const addUser = useAddUser();
  const groups = useGroups();
  const setGroups = useSetUserGroups();
  const [chosenGroups, setChosenGroups] = useState<string[]>([]);
  // Groups hold students: offered once a supervisor has made one and the new account is a student's.
  const offerGroups = useWatch({ control, name: "role" }) === "student" && (groups.data?.length ?? 0) > 0;
  const [submitting, setSubmitting] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState("");

  useEffect(() => {
    if (!preview.startsWith("blob:")) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  /** Typing in a field clears that field's error (requirements §4). */
  const field = (name: keyof AddUserForm) => register(name, { onChange: () => clearErrors(name) });

  const choosePicture = (file: File) => {
    setPicture(file);
    setPreview(URL.createObjectURL(file));
  };

  const removePicture = () => {
    setPicture(null);
    setPreview("");
  };

  const save = async (input: AddUserInput) => {
    try {
      const result = await addUser.mutateAsync({ input, picture });
      notify.success(result.message);
      const join = input.role === "student" ? chosenGroups : [];
      setChosenGroups([]);
      if (join.length > 0) {
        setGroups.mutate(
          { userId: result.user._id, join, leave: [] },
          { onError: (error) => void notify.error(t("addUser.notToGroups"), error.message) },
        );
      }
      reset(EMPTY);
      setPicture(null);
      setPreview(result.user.picture || "");
    } catch (error) {
      notify.error(serverMessageOr(error, t("addUser.failed")));
    } finally {
      setSubmitting(false);
    }
  };

  const languageOptions = [
    { value: "", label: t("addUser.languageFirstSignIn") },
    ...LANGUAGES.map((language) => ({ value: language, label: languageName(language) })),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitting(true);
    void handleSubmit(save, () => setSubmitting(false))(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("addUser.title")}>
      <Stack gap="4">
        <FormField label={t("addUser.email")} error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...field("email")} />
        </FormField>
        <FormField label={t("profile.name")} error={errors.name?.message}>
          <Input autoComplete="off" {...field("name")} />
        </FormField>
        <FormField label={t("profile.phoneNumber")} error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="off" {...field("phoneNumber")} />
        </FormField>
        <FormField label={t("profile.birthDateField")} error={errors.birthDate?.message}>
          <DateInput max={today} onHalfTypedChange={onHalfTypedChange} {...field("birthDate")} />
        </FormField>

        <Box>
          <Text fontWeight="medium" fontSize="sm" mb="1.5" id="picture-label">
            {t("addUser.picture")}
          </Text>
          {preview && <Image src={preview} alt={t("addUser.picturePreview")} maxH="300px" rounded="md" mb="2" />}
          <HStack>
            <ImageChooser
              labelledBy="picture-label"
              maxBytes={MAX_PICTURE_BYTES}
              onChoose={choosePicture}
              variant="outline"
            >
              {picture ? t("addUser.changePicture") : t("addUser.choosePicture")}
            </ImageChooser>
            {(picture || preview) && (
              <Button variant="ghost" colorPalette="red" onClick={removePicture}>
                {t("addUser.removePicture")}
              </Button>
            )}
          </HStack>
          {picture && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {picture.name}
            </Text>
          )}
        </Box>

        <FormField label={t("users.role")} error={errors.role?.message}>
          <OptionSelect placeholder={t("addUser.selectRole")} options={roleOptions()} {...field("role")} />
        </FormField>
        <FormField
          label={t("profile.language.label")}
          hint={t("addUser.languageHint")}
          error={errors.language?.message}
        >
          <OptionSelect options={languageOptions} {...field("language")} />
        </FormField>
        {offerGroups && <GroupsField groups={groups.data ?? []} value={chosenGroups} onChange={setChosenGroups} />}
        <Controller
          control={control}
          name="invite"
          render={({ field: box }) => (
            <InviteBox checked={box.value === true} onChange={box.onChange} onBlur={box.onBlur} />
          )}
        />

        <Button type="submit" colorPalette="teal" disabled={submitting}>
          {submitting ? t("addUser.submitting") : t("addUser.submit")}
        </Button>
      </Stack>
    </form>
  );
}

/** Add many's code (the list's parser among it) comes after the form's. */
const AddMany = lazyNamed(() => import("./add-many-users"), "AddManyUsers");

/** Add many, under the card (the route puts it there). */
export function AddManyUsers() {
  return <AddMany />;
}
