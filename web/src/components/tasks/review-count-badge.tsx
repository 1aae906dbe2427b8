import { Badge, VisuallyHidden } from "@chakra-ui/react";
import { useReviewCount } from "@/lib/api/review-hooks";
import { useT } from "@/lib/i18n/use-t";

/** How many proofs await review, beside a link to the inbox; nothing when none. */
export function ReviewCountBadge() {
  const count = useReviewCount();
  const t = useT();
  if (!count.data) return null;
  return (
    <>
      <Badge colorPalette="red" variant="solid" size="sm" ms="auto" aria-hidden>
        {count.data}
      </Badge>
      <VisuallyHidden>{t("review.awaitingCount", { count: count.data })}</VisuallyHidden>
    </>
  );
}
