import { Button, Card, Checkbox, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { Controller, useWatch } from "react-hook-form";
import type { User } from "@common/api-types";
import { DEFAULT_BEHIND_BELOW, DEFAULT_REMINDER_TIME } from "@common/constants";
import { FormField } from "@/components/form/form-field";
import { useFreshForm } from "@/components/form/use-fresh-form";
import { notify } from "@/components/ui/toaster";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { useSaveReminder } from "../api/save-reminder";
import { useT } from "@/lib/i18n/use-t";

/**
 * A student's daily reminder (in the app, by e-mail too or not), or an admin's morning digest (by e-mail: admins
 * have no bell, and /admin shows the same summary): on or off, its time on their own clock, and for an admin the
 * on-time rate under which a student counts as behind.
 */
export function ReminderCard({ user }: { user: User }) {
  const saved = user.reminder;
  const isAdmin = user.role === "admin";
  const { control, register, handleSubmit, changedElsewhere } = useFreshForm({
    on: saved ? saved.time !== null : false,
    time: saved?.time ?? DEFAULT_REMINDER_TIME,
    email: saved?.email ?? true,
    behindBelow: String(saved?.behindBelow ?? DEFAULT_BEHIND_BELOW),
  });
  const on = useWatch({ control, name: "on" });
  const save = useSaveReminder();
  const timeZone = browserTimeZone();
  const t = useT();

  const submit = handleSubmit(({ on, time, email, behindBelow }) => {
    save.mutate(
      {
        time: on ? time : null,
        timeZone,
        email: isAdmin || email,
        ...(isAdmin ? { behindBelow: Number(behindBelow) } : {}),
      },
      {
        onSuccess: () => notify.success(on ? t("reminder.setFor", { time }) : t("reminder.off")),
        onError: (error) => notify.error(t("reminder.saveFailed"), error.message),
      },
    );
  });

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} aria-labelledby="reminder-heading">
          <Stack gap="4">
            <Heading as="h2" size="md" id="reminder-heading">
              {isAdmin ? t("reminder.digestHeading") : t("reminder.heading")}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {isAdmin ? t("reminder.digestText") : t("reminder.text")}
            </Text>
            {/* A box can only agree with a person's own change of it, so only the typed fields note a change. */}
            <Controller
              control={control}
              name="on"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{isAdmin ? t("reminder.digestOn") : t("reminder.on")}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <FormField label={t("reminder.time")} changedElsewhere={changedElsewhere("time")}>
              <Input type="time" disabled={!on} {...register("time")} />
            </FormField>
            <Text fontSize="xs" color="fg.muted">
              {t("reminder.clock", { timeZone })}
            </Text>
            {!isAdmin && (
              <Controller
                control={control}
                name="email"
                render={({ field }) => (
                  <Checkbox.Root
                    checked={field.value}
                    disabled={!on}
                    onCheckedChange={(details) => field.onChange(details.checked === true)}
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{t("reminder.email")}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
            )}
            {isAdmin && (
              <FormField
                label={t("reminder.behindBelow")}
                hint={t("reminder.behindBelowHint")}
                changedElsewhere={changedElsewhere("behindBelow")}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  required
                  {...register("behindBelow")}
                />
              </FormField>
            )}
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={save.isPending}>
              {isAdmin ? t("reminder.saveDigest") : t("reminder.save")}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
