import { Button, Card, Checkbox, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { User } from "@common/api-types";
import { FormField } from "@/components/form/form-field";
import { notify } from "@/components/ui/toaster";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { useSaveReminder } from "../api/save-reminder";

const DEFAULT_TIME = "08:00";
/** An admin's default: students under 80% on time in the last four weeks count as behind (as the server's). */
const DEFAULT_BEHIND_BELOW = 80;

/**
 * A student's daily reminder (in the app, by e-mail too or not), or an admin's morning digest (by e-mail: admins
 * have no bell, and /admin shows the same summary): on or off, its time on their own clock, and for an admin the
 * on-time rate under which a student counts as behind.
 */
export function ReminderCard({ user }: { user: User }) {
  const saved = user.reminder;
  const isAdmin = user.role === "admin";
  const [on, setOn] = useState(saved ? saved.time !== null : false);
  const [time, setTime] = useState(saved?.time ?? DEFAULT_TIME);
  const [email, setEmail] = useState(saved?.email ?? true);
  const [behindBelow, setBehindBelow] = useState(String(saved?.behindBelow ?? DEFAULT_BEHIND_BELOW));
  const save = useSaveReminder();
  const timeZone = browserTimeZone();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        time: on ? time : null,
        timeZone,
        email: isAdmin || email,
        ...(isAdmin ? { behindBelow: Number(behindBelow) } : {}),
      },
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
              {isAdmin ? "Morning digest" : "Daily reminder"}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {isAdmin
                ? "Once a day by e-mail: proofs awaiting review, students falling behind and today's due tasks, as the summary at the top of Create New Task shows them."
                : "Once a day, when you have tasks due or overdue: in the app, and by e-mail if you like."}
            </Text>
            <Checkbox.Root checked={on} onCheckedChange={(details) => setOn(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{isAdmin ? "Send me the digest every day" : "Remind me every day"}</Checkbox.Label>
            </Checkbox.Root>
            <FormField label="Time">
              <Input type="time" value={time} disabled={!on} onChange={(event) => setTime(event.target.value)} />
            </FormField>
            <Text fontSize="xs" color="fg.muted">
              On your clock ({timeZone}).
            </Text>
            {!isAdmin && (
              <Checkbox.Root
                checked={email}
                disabled={!on}
                onCheckedChange={(details) => setEmail(details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Also by e-mail</Checkbox.Label>
              </Checkbox.Root>
            )}
            {isAdmin && (
              <FormField
                label="Behind below (% on time)"
                hint="A student with overdue tasks, or fewer tasks done on time in the last four weeks than this, is listed as behind."
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  required
                  value={behindBelow}
                  onChange={(event) => setBehindBelow(event.target.value)}
                />
              </FormField>
            )}
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={save.isPending}>
              {isAdmin ? "Save digest" : "Save reminder"}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
