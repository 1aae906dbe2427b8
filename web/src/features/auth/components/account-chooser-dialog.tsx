import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { useState, type FormEvent } from "react";
import { DEMO_ACCOUNTS } from "@common/demo-accounts";

interface AccountChooserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (email: string, name: string) => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stands in for Google's account chooser against the Auth emulator (offline only, never deployed). */
export default function AccountChooserDialog({ open, onOpenChange, onChoose }: AccountChooserDialogProps) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError("Please enter a valid email address");
      return;
    }
    onChoose(value, value.split("@")[0] ?? value);
  };

  return (
    <DialogFrame open={open} onClose={() => onOpenChange(false)} title="Choose an account" closeLabel="Close">
      <Text color="fg.muted" mb="4">
        to continue to Task Planner (local Google sign-in emulator)
      </Text>
      <Stack gap="2">
        {DEMO_ACCOUNTS.map((account) => (
          <Button
            key={account.email}
            variant="outline"
            justifyContent="flex-start"
            h="auto"
            py="2"
            onClick={() => onChoose(account.email, account.name)}
          >
            <Stack gap="0" align="flex-start" textAlign="start">
              <Text fontWeight="semibold">{account.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {account.email} · {account.role}
              </Text>
            </Stack>
          </Button>
        ))}
      </Stack>
      <form onSubmit={submit} noValidate>
        <Field.Root invalid={Boolean(error)} mt="6">
          <Field.Label>Use another Google account</Field.Label>
          <Input
            type="email"
            value={email}
            placeholder="name@example.com"
            onChange={(event) => {
              setEmail(event.target.value);
              setError("");
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" mt="3" colorPalette="teal" width="full">
          Continue
        </Button>
      </form>
    </DialogFrame>
  );
}
