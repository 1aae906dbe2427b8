import { Text } from "@chakra-ui/react";
import type { Group } from "@common/api-types";
import { useGroupReviewCount, useReviewCount } from "@/lib/api/review-hooks";
import { useT } from "@/lib/i18n/use-t";

/**
 * The inbox narrowed to a group says how many proofs are the group's and how many the whole class's, which the
 * sidebar and the tab count, so that no proof seems lost. Its line is kept while the counts load: the list below
 * does not move when they come.
 */
export function InboxCounts({ group }: { group: Group }) {
  const t = useT();
  const inGroup = useGroupReviewCount(group._id);
  const inAll = useReviewCount();
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="inbox-counts">
      {inGroup.data !== undefined && inAll.data !== undefined
        ? t("inbox.groupCount", { count: inGroup.data, group: group.name, total: inAll.data })
        : "\u00a0"}
    </Text>
  );
}
