import { Button, Card, Checkbox, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { User } from "@common/api-types";
import { FormField } from "@/components/form/form-field";
import { notify } from "@/components/ui/toaster";
import { useSaveReminder } from "../api/update-profile";

const DEFAULT_TIME = "08:00";

/** The browser's time zone: the reminder comes at its time on this clock. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** A student's daily reminder (issue 35): on or off, its time on their own clock, and by e-mail too or not. */
export function ReminderCard({ user }: { user: User }) {
  const saved = user.reminder;
  const [on, setOn] = useState(saved ? saved.time !== null : false);
  const [time, setTime] = useState(saved?.time ?? DEFAULT_TIME);
  const [email, setEmail] = useState(saved?.email ?? true);
  const save = useSaveReminder();
  const timeZone = browserTimeZone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { time: on ? time : null, timeZone, email },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) => notify.error("Failed to save the reminder", error.message),
      },
    );
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} aria-labelledby="reminder-heading">
          <Stack gap="4">
            <Heading as="h2" size="md" id="reminder-heading">
              Daily reminder
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Once a day, when you have tasks due or overdue: in the app, and by e-mail if you like.
            </Text>
            <Checkbox.Root checked={on} onCheckedChange={(details) => setOn(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Remind me every day</Checkbox.Label>
            </Checkbox.Root>
            <FormField label="Time">
              <Input type="time" value={time} disabled={!on} onChange={(event) => setTime(event.target.value)} />
            </FormField>
            <Text fontSize="xs" color="fg.muted">
              On your clock ({timeZone}).
            </Text>
            <Checkbox.Root
              checked={email}
              disabled={!on}
              onCheckedChange={(details) => setEmail(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Also by e-mail</Checkbox.Label>
            </Checkbox.Root>
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={save.isPending}>
              Save reminder
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
