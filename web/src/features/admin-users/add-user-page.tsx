import { Box, Button, Card, Field, Heading, HStack, Image, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { ROLES } from "@common/constants";
import { addUserSchema, type AddUserFields, type AddUserInput } from "@common/validation";
import { notify } from "@/components/ui/toaster";
import { serverMessageOr } from "@/lib/api/client";
import { useHalfTypedDate, withHalfTypedDates } from "@/lib/half-typed-date";
import { takeChosenPicture } from "@/lib/image-file";
import { useToday } from "@/lib/use-today";
import { useAddUser } from "./api/add-user";

type AddUserForm = Required<AddUserFields>;

const EMPTY: AddUserForm = { email: "", name: "", phoneNumber: "", birthDate: "", role: "" };

/** SPEC §2 Add New User, with the rules and messages of §5 and the resets of §4. */
export function AddUserPage() {
  const today = useToday();
  const birthDate = useHalfTypedDate();
  const resolver = useMemo(
    () => withHalfTypedDates(zodResolver(addUserSchema(today)), { birthDate: birthDate.halfTyped }),
    [today, birthDate.halfTyped],
  );
  const {
    register,
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
  const [submitting, setSubmitting] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!preview.startsWith("blob:")) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  /** Typing in a field clears that field's error (SPEC §4). */
  const field = (name: keyof AddUserForm) => register(name, { onChange: () => clearErrors(name) });

  const choosePicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = await takeChosenPicture(event);
    if (!file) return;
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
    <Stack align="center" py={{ base: "2", md: "6" }}>
      <Card.Root width="full" maxW="lg">
        <Card.Header>
          <Heading as="h1" size="xl">
            Add New User
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label="Add New User">
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.email)}>
                <Field.Label>Email</Field.Label>
                <Input type="email" autoComplete="off" {...field("email")} />
                <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.name)}>
                <Field.Label>Name</Field.Label>
                <Input autoComplete="off" {...field("name")} />
                <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.phoneNumber)}>
                <Field.Label>Phone Number</Field.Label>
                <Input type="tel" autoComplete="off" {...field("phoneNumber")} />
                <Field.ErrorText>{errors.phoneNumber?.message}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.birthDate)}>
                <Field.Label>Birth Date</Field.Label>
                <Input
                  type="date"
                  min="1900-01-01"
                  max={today}
                  onKeyUp={birthDate.check}
                  {...register("birthDate", {
                    onChange: (event: ChangeEvent<HTMLInputElement>) => {
                      clearErrors("birthDate");
                      birthDate.check(event);
                    },
                    onBlur: birthDate.check,
                  })}
                />
                <Field.ErrorText>{errors.birthDate?.message}</Field.ErrorText>
              </Field.Root>

              <Box>
                <Text fontWeight="medium" fontSize="sm" mb="1.5" id="picture-label">
                  Profile Picture
                </Text>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  hidden
                  aria-labelledby="picture-label"
                  onChange={(event) => void choosePicture(event)}
                />
                {preview && <Image src={preview} alt="Profile picture preview" maxH="300px" rounded="md" mb="2" />}
                <HStack>
                  <Button variant="outline" onClick={() => fileInput.current?.click()}>
                    {picture ? "Change Picture" : "Choose Picture"}
                  </Button>
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

              <Field.Root invalid={Boolean(errors.role)}>
                <Field.Label>Role</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder="Select a role" {...field("role")}>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role.toUpperCase()}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errors.role?.message}</Field.ErrorText>
              </Field.Root>

              <Button type="submit" colorPalette="teal" disabled={submitting}>
                {submitting ? "Adding User..." : "Add User"}
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
