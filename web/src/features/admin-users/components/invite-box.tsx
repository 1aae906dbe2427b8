import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useT } from "@/lib/i18n/use-t";

/** "Send an invitation e-mail": Add New User's and Add many's box, on unless the admin turns it off. */
export function InviteBox({
  checked,
  onChange,
  onBlur,
  many = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** The box of a list: its note speaks of each person. */
  many?: boolean;
}) {
  const t = useT();
  const hint = useId();
  return (
    <Stack gap="1">
      <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
        <Checkbox.HiddenInput onBlur={onBlur} aria-describedby={hint} />
        <Checkbox.Control />
        <Checkbox.Label>{t("addUser.invite")}</Checkbox.Label>
      </Checkbox.Root>
      <Text id={hint} fontSize="sm" color="fg.muted">
        {many ? t("addMany.inviteHint") : t("addUser.inviteHint")}
      </Text>
    </Stack>
  );
}
