import { Box, Button, HStack, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type FormEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
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
import { useBirthDateResolver } from "@/lib/half-typed-date";
import { useAddUser } from "./api/add-user";
import { useSetUserGroups } from "./api/set-user-groups";
import { GroupsField } from "./components/groups-field";
import { ROLE_OPTIONS } from "./role-options";

type AddUserForm = Required<AddUserFields>;

const EMPTY: AddUserForm = { email: "", name: "", phoneNumber: "", birthDate: "", role: "", language: "" };

const LANGUAGE_OPTIONS = [
  { value: "", label: "Their browser's, at their first sign-in" },
  ...LANGUAGES.map((language) => ({ value: language, label: languageName(language) })),
];

/**
 * Requirements §2 Add New User, with the rules and messages of §5 and the resets of §4. The screen's content: its
 * heading and card are the route's (router.tsx).
 */
export function AddUserPage() {
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
          { onError: (error) => void notify.error("The user was added, but not to the groups", error.message) },
        );
      }
      reset(EMPTY);
      setPicture(null);
      setPreview(result.user.picture || "");
    } catch (error) {
      notify.error(serverMessageOr(error, "Failed to add user (error)"));
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitting(true);
    void handleSubmit(save, () => setSubmitting(false))(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add New User">
      <Stack gap="4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...field("email")} />
        </FormField>
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...field("name")} />
        </FormField>
        <FormField label="Phone Number" error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="off" {...field("phoneNumber")} />
        </FormField>
        <FormField label="Birth Date" error={errors.birthDate?.message}>
          <DateInput max={today} onHalfTypedChange={onHalfTypedChange} {...field("birthDate")} />
        </FormField>

        <Box>
          <Text fontWeight="medium" fontSize="sm" mb="1.5" id="picture-label">
            Profile Picture
          </Text>
          {preview && <Image src={preview} alt="Profile picture preview" maxH="300px" rounded="md" mb="2" />}
          <HStack>
            <ImageChooser
              labelledBy="picture-label"
              maxBytes={MAX_PICTURE_BYTES}
              onChoose={choosePicture}
              variant="outline"
            >
              {picture ? "Change Picture" : "Choose Picture"}
            </ImageChooser>
            {(picture || preview) && (
              <Button variant="ghost" colorPalette="red" onClick={removePicture}>
                Remove Picture
              </Button>
            )}
          </HStack>
          {picture && (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {picture.name}
            </Text>
          )}
        </Box>

        <FormField label="Role" error={errors.role?.message}>
          <OptionSelect placeholder="Select a role" options={ROLE_OPTIONS} {...field("role")} />
        </FormField>
        <FormField label="Language" hint="Of the app and of what it sends them" error={errors.language?.message}>
          <OptionSelect options={LANGUAGE_OPTIONS} {...field("language")} />
        </FormField>
        {offerGroups && <GroupsField groups={groups.data ?? []} value={chosenGroups} onChange={setChosenGroups} />}

        <Button type="submit" colorPalette="teal" disabled={submitting}>
          {submitting ? "Adding User..." : "Add User"}
        </Button>
      </Stack>
    </form>
  );
}
