import { Avatar, Badge, Box, Button, Card, Flex, Heading, Icon, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuUser } from "react-icons/lu";
import type { User } from "@common/api-types";
import { MAX_PICTURE_BYTES } from "@common/constants";
import { ImageChooser } from "@/components/form/image-chooser";
import { nothingToShow } from "@/components/ui/load-state";
import { notify } from "@/components/ui/toaster";
import { useMyTasks } from "@/lib/api/tasks";
import { useSession } from "@/lib/api/session";
import { formatDate } from "@/lib/dates";
import { useUpdateProfile, type ProfileUpdate } from "./api/update-profile";
import { useUploadPicture } from "./api/upload-picture";
import { LanguageCard } from "./components/language-card";
import { ReminderCard } from "./components/reminder-card";
import { YourTasksCard } from "./components/your-tasks-card";

import { ProfileForm } from "./components/profile-form";
import { useT } from "@/lib/i18n/use-t";

export function ProfilePage() {
  const { user, isAdmin } = useSession();
  const tasks = useMyTasks(Boolean(user) && !isAdmin);
  if (!user) return null;
  // At least the screen's height below the top bar (3.5rem), as the spinner before it: the footer stays below
  // the fold while the tasks and the picture arrive, instead of showing and being pushed down (a layout shift).
  return (
    <Box minH="calc(100dvh - 3.5rem)">
      <Flex
        direction={{ base: "column", lg: "row" }}
        gap="6"
        maxW="6xl"
        mx="auto"
        width="full"
        p={{ base: "4", md: "8" }}
      >
        <Stack gap="6" width={{ base: "full", lg: "md" }} flexShrink={0}>
          <ProfileCard user={user} />
          <ReminderCard user={user} />
          <LanguageCard user={user} />
        </Stack>
        <YourTasksCard tasks={tasks.data ?? []} loading={tasks.isPending && !isAdmin} error={nothingToShow(tasks)} />
      </Flex>
    </Box>
  );
}

function ProfileCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const updateProfile = useUpdateProfile();
  const uploadPicture = useUploadPicture();
  const t = useT();

  const save = (update: ProfileUpdate) =>
    updateProfile.mutate(update, {
      onSuccess: () => {
        notify.success(t("profile.updated"));
        setEditing(false);
      },
      onError: (error) => notify.error(t("profile.updateFailed"), error.message),
    });

  const choosePicture = (file: File) =>
    uploadPicture.mutate(file, {
      onSuccess: () => notify.success(t("profile.pictureUpdated")),
      onError: (error) => notify.error(t("profile.pictureFailed"), error.message),
    });

  return (
    <Card.Root>
      <Card.Body>
        <Stack align="center" gap="3" textAlign="center">
          <Avatar.Root size="2xl" boxSize="28">
            <Avatar.Fallback>
              <Icon as={LuUser} boxSize="14" aria-label={t("profile.noPicture")} />
            </Avatar.Fallback>
            {user.picture && (
              <Avatar.Image src={`${user.picture}?size=thumb`} alt={t("profile.pictureOf", { name: user.name })} />
            )}
          </Avatar.Root>
          <ImageChooser
            label={t("profile.picture")}
            maxBytes={MAX_PICTURE_BYTES}
            onChoose={choosePicture}
            size="sm"
            variant="outline"
            loading={uploadPicture.isPending}
            loadingText={t("profile.uploading")}
          >
            {t("profile.uploadPicture")}
          </ImageChooser>
        </Stack>

        {editing ? (
          <Stack mt="6">
            <>
              <ProfileForm
                user={user}
                saving={updateProfile.isPending}
                onSave={save}
                onCancel={() => setEditing(false)}
              />
            </>
          </Stack>
        ) : (
          <Stack mt="6" gap="3">
            <Heading as="h1" size="xl" textAlign="center">
              {user.name}
            </Heading>
            <Text textAlign="center" color="fg.muted" wordBreak="break-all">
              {user.email}
            </Text>
            <Stack align="center">
              <Badge colorPalette="teal" size="md">
                {t(`role.${user.role}`)}
              </Badge>
            </Stack>
            <Stack as="dl" gap="2" mt="2">
              <Detail term={t("profile.phone")}>{user.phoneNumber || t("profile.notProvided")}</Detail>
              <Detail term={t("profile.birthDate")}>
                {user.birthDate ? formatDate(user.birthDate, "medium") : t("profile.notProvided")}
              </Detail>
              <Detail term={t("profile.socialLinks")}>
                {user.socialLinks.length === 0 ? (
                  t("profile.notProvided")
                ) : (
                  <Stack as="span" gap="1" align="flex-end">
                    {user.socialLinks.map((link) => (
                      <Link
                        key={link.label}
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        color="teal.fg"
                        textDecoration="underline"
                      >
                        {link.label}
                      </Link>
                    ))}
                  </Stack>
                )}
              </Detail>
            </Stack>
            <Button mt="2" colorPalette="teal" onClick={() => setEditing(true)}>
              {t("common.edit")}
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Flex justify="space-between" gap="4" borderBottomWidth="1px" pb="2">
      <Text as="dt" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" textAlign="end" minW="0" wordBreak="break-word">
        {children}
      </Text>
    </Flex>
  );
}
