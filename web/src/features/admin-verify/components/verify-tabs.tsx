import { Button, HStack } from "@chakra-ui/react";
import { NavLink } from "react-router-dom";
import { ReviewCountBadge } from "@/components/tasks/review-count-badge";
import { QuestionCountBadge } from "@/components/tasks/question-count-badge";
import { paths } from "@/config/routes";
import { useT } from "@/lib/i18n/use-t";

const TAB_STYLE = { "&[aria-current=page]": { bg: "teal.subtle", color: "teal.fg", fontWeight: "semibold" } };

/** The two ways to verify: one student's tasks (requirements §2), or every proof that awaits review. */
export function VerifyTabs() {
  const t = useT();
  return (
    // A longer language's labels with both counts are wider than a phone: the second tab goes under the first.
    <HStack as="nav" aria-label={t("verify.tabs")} gap="2" wrap="wrap" borderBottomWidth="1px" pb="2">
      <Button asChild variant="ghost" size="sm" css={TAB_STYLE}>
        <NavLink to={paths.adminVerify} end>
          {t("verify.byStudent")}
        </NavLink>
      </Button>
      <Button asChild variant="ghost" size="sm" css={TAB_STYLE}>
        <NavLink to={paths.adminReviewInbox}>
          {t("verify.reviewInbox")}
          <ReviewCountBadge />
          <QuestionCountBadge />
        </NavLink>
      </Button>
    </HStack>
  );
}
