import { Card, Flex, Heading, Link, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router-dom";
import { ageParts } from "@common/age";
import type { ClassSummary } from "@common/api-types";
import { LoadError } from "@/components/ui/load-state";
import { SUMMARY_HEIGHT } from "@/config/summary-height";
import { paths } from "@/config/routes";
import { useShownGroup } from "@/lib/api/shown-group";
import { classSummaryQueryOptions } from "@/lib/api/class-summary";
import { t as say } from "@/lib/i18n/i18n";
import { useT } from "@/lib/i18n/use-t";

/**
 * The top of /admin: what the morning digest says, whenever the supervisor opens the page — proofs
 * awaiting review, the students falling behind, and today's due tasks, with the inbox and the board a tap away.
 */
export function ClassSummaryCard() {
  const t = useT();
  const { shownId, shown } = useShownGroup();
  const summary = useQuery(classSummaryQueryOptions(shownId));

  return (
    <Card.Root
      as="section"
      aria-labelledby="class-summary-heading"
      width="full"
      maxW="2xl"
      size="sm"
      h={SUMMARY_HEIGHT}
    >
      {/* Names with nowhere to break wrap anywhere rather than widen the page; the card keeps one height while it
          loads and once it has (SUMMARY_HEIGHT, also the space kept while its code loads), so the form below
          never moves under a thumb. */}
      <Card.Body gap="3" overflowWrap="anywhere">
        <Heading as="h2" size="md" id="class-summary-heading">
          {shown ? t("summary.groupToday", { name: shown.name }) : t("summary.classToday")}
        </Heading>
        {summary.isError ? (
          <LoadError
            message={t("summary.notLoaded")}
            reason={summary.error.message}
            onRetry={() => void summary.refetch()}
          />
        ) : (
          <SummaryFigures summary={summary.data} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The figures, or while they load the same layout with none (marked busy). */
function SummaryFigures({ summary }: { summary: ClassSummary | undefined }) {
  const t = useT();
  const behind = summary?.behind ?? [];
  const names = behind.slice(0, 3).map((student) => student.name);
  const pending = "…";
  return (
    <Stack gap="3" aria-busy={!summary}>
      {!summary && <VisuallyHidden role="status">{t("summary.loading")}</VisuallyHidden>}
      <SimpleGrid columns={3} gap="3" as="dl">
        <Figure label={t("summary.awaitingReview")} value={summary?.awaitingReview.count}>
          {!summary
            ? pending
            : summary.awaitingReview.oldestSubmittedAt
              ? oldest(summary.awaitingReview.oldestSubmittedAt)
              : t("summary.noneWaiting")}
        </Figure>
        <Figure label={t("summary.fallingBehind")} value={summary && behind.length}>
          {!summary
            ? pending
            : behind.length === 0
              ? t("summary.nobody")
              : `${names.join(", ")}${behind.length > names.length ? ` +${behind.length - names.length}` : ""}`}
        </Figure>
        <Figure label={t("summary.dueToday")} value={summary?.dueToday}>
          {summary ? t("summary.tasks", { count: summary.dueToday }) : pending}
        </Figure>
      </SimpleGrid>
      {Boolean(summary?.questions.count) && (
        <Text fontSize="sm" fontWeight="medium">
          {t("summary.questions", { count: summary?.questions.count ?? 0 })}
        </Text>
      )}
      <Flex gap="4" wrap="wrap" fontSize="sm">
        <Link asChild colorPalette="teal" fontWeight="medium">
          <RouterLink to={paths.adminReviewInbox}>{t("summary.openInbox")}</RouterLink>
        </Link>
        <Link asChild colorPalette="teal" fontWeight="medium">
          <RouterLink to={paths.adminBoard}>{t("summary.openBoard")}</RouterLink>
        </Link>
      </Flex>
      <Text fontSize="xs" color="fg.muted" lineClamp={3}>
        {t("summary.behindHint", { percent: summary?.behindBelow ?? pending })}
      </Text>
    </Stack>
  );
}

/** How long ago the oldest proof was sent, in its largest whole unit. */
function oldest(instant: string): string {
  const { unit, count } = ageParts(instant);
  if (unit === "under") return say("summary.oldestUnderHour");
  return unit === "hour" ? say("summary.oldestHours", { count }) : say("summary.oldestDays", { count });
}

function Figure({ label, value, children }: { label: string; value: number | undefined; children: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted" truncate title={label}>
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="semibold" lineHeight="short">
        {value ?? "…"}
      </Text>
      {/* Two lines kept from the start: names that arrive on two lines move nothing below them. */}
      <Text as="dd" fontSize="xs" color="fg.muted" lineClamp={2} minH="2lh" title={children}>
        {children}
      </Text>
    </Stack>
  );
}
