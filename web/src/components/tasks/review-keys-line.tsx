import { Box, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "@/lib/i18n/use-t";

const Key = ({ children }: { children: ReactNode }) => (
  <Box as="kbd" fontFamily="mono" fontSize="xs" borderWidth="1px" borderBottomWidth="2px" rounded="sm" px="1">
    {children}
  </Box>
);

/**
 * The review dialog's keys, in a line a sighted keyboard user can read (screen readers have `aria-keyshortcuts`).
 * Not shown where there is likely no keyboard: on a touch screen or a phone's width.
 */
export function ReviewKeysLine({ saved }: { saved: boolean }) {
  const t = useT();
  return (
    <Text
      fontSize="xs"
      color="fg.muted"
      width="full"
      hideBelow="md"
      css={{ "@media (pointer: coarse)": { display: "none" } }}
      data-testid="review-keys"
    >
      {t("review.keys")} <Key>A</Key> {t("review.keysApprove")} · <Key>R</Key> {t("review.keysReason")} · <Key>←</Key>{" "}
      <Key>→</Key> {t("review.keysBrowse")}
      {saved && (
        <>
          {" "}
          · <Key>1</Key>–<Key>9</Key> {t("review.keysSaved")}
        </>
      )}
    </Text>
  );
}
