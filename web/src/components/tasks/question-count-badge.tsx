import { Badge, VisuallyHidden } from "@chakra-ui/react";
import { useQuestionCount } from "@/lib/api/review-hooks";
import { useT } from "@/lib/i18n/use-t";

/** How many students' questions wait for an answer, beside a link to the inbox; nothing when none. */
export function QuestionCountBadge() {
  const count = useQuestionCount();
  const t = useT();
  if (!count.data) return null;
  return (
    <>
      <Badge colorPalette="purple" variant="solid" size="sm" ms="1" aria-hidden>
        {`? ${count.data}`}
      </Badge>
      <VisuallyHidden>{t("review.questionsCount", { count: count.data })}</VisuallyHidden>
    </>
  );
}
