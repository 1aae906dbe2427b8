import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Suspense, useState } from "react";
import { ProofStrip } from "@/components/tasks/proof-strip";
import { GroupChoice } from "@/components/form/group-choice";
import { useShownGroup } from "@/lib/api/shown-group";
import { useQuestionCount, useReviewQueue } from "@/lib/api/review-hooks";
import { Loading, LoadError } from "@/components/ui/load-state";
import { formatDate, formatInstant } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
import { inboxPageSize } from "./inbox-view";
import { lazyNamed } from "@/lib/lazy-named";
import { InboxCounts } from "./components/inbox-counts";
import { InboxViewSwitch, useInboxView } from "./components/inbox-view-switch";
import { QuestionsList } from "./components/questions-list";
import { VerifyTabs } from "./components/verify-tabs";
import { ReviewDialog, usePreloadReviewDialog } from "@/components/tasks/lazy-review-dialog";

// The grid is for the admins who choose it: its code loads only then, and the list's screen stays as small.
const ReviewGrid = lazyNamed(() => import("./components/review-grid"), "ReviewGrid");

/**
 * The review inbox: every pending task with a proof, across all students, oldest submission first,
 * a page at a time. Opening one shows its proof large; what is approved or sent back leaves the list at once.
 * The screen's content, under the heading the route shows (router.tsx).
 */
export function ReviewInboxPage() {
  const t = useT();
  const { shownId, shown } = useShownGroup();
  const [view, setView] = useInboxView();
  const [list, setList] = useState<"proofs" | "questions">("proofs");
  const questions = useQuestionCount();
  const queue = useReviewQueue(shownId, inboxPageSize(view));
  const [reviewed, setReviewed] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  // Once each: a proof sent again after its page was fetched comes back on a later page.
  const items = [
    ...new Map((queue.data?.pages ?? []).flatMap((page) => page.items).map((item) => [item._id, item])).values(),
  ].filter((item) => !reviewed.has(item._id));
  const openIndex = items.findIndex((item) => item._id === openId);
  usePreloadReviewDialog(queue.isSuccess);

  const onReviewed = (taskId: string) => {
    // The next item (or the one before, at the end of the list) opens in its place.
    const at = items.findIndex((item) => item._id === taskId);
    const rest = items.filter((item) => item._id !== taskId);
    setReviewed(new Set(reviewed).add(taskId));
    setOpenId(rest[Math.min(at, rest.length - 1)]?._id ?? null);
  };

  return (
    <>
      <VerifyTabs />
      <GroupChoice pending={<Loading label={t("inbox.loading")} />}>
        {shown && <InboxCounts group={shown} />}
        <HStack role="group" aria-label={t("inbox.listChoice")} gap="1" alignSelf="flex-start" wrap="wrap">
          {(["proofs", "questions"] as const).map((each) => (
            <Button
              key={each}
              size="sm"
              variant={list === each ? "subtle" : "ghost"}
              colorPalette={list === each ? "teal" : "gray"}
              aria-pressed={list === each}
              onClick={() => setList(each)}
            >
              {each === "proofs" ? t("inbox.proofs") : t("inbox.questions")}
              {each === "questions" && Boolean(questions.data) && (
                <Badge colorPalette="purple" variant="solid" size="sm">
                  {questions.data}
                </Badge>
              )}
            </Button>
          ))}
        </HStack>
        {list === "proofs" && <InboxViewSwitch view={view} onChange={setView} />}
        {list === "questions" ? (
          <QuestionsList group={shownId} />
        ) : queue.isPending ? (
          <Loading label={t("inbox.loading")} />
        ) : queue.isError ? (
          <LoadError message={t("inbox.notLoaded")} reason={queue.error.message} onRetry={() => void queue.refetch()} />
        ) : items.length === 0 ? (
          <Text color="fg.muted">{t("inbox.empty")}</Text>
        ) : view === "grid" ? (
          <Suspense fallback={<Loading label={t("inbox.loading")} />}>
            <ReviewGrid
              items={items}
              onOpen={setOpenId}
              onApproved={(ids) => setReviewed(new Set([...reviewed, ...ids]))}
            />
          </Suspense>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t("inbox.listLabel")}>
            {items.map((item) => (
              <Card.Root as="li" key={item._id} size="sm" data-testid={`inbox-item-${item._id}`}>
                {/* Names, addresses and task names with nowhere to break wrap anywhere rather than widen the page. */}
                <Card.Body gap="2" overflowWrap="anywhere">
                  <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
                    <Box minW="0">
                      <Heading as="h2" size="sm">
                        {item.name}
                      </Heading>
                      <Text fontSize="sm" color="fg.muted">
                        {item.student.name} ({item.student.email})
                      </Text>
                    </Box>
                    <HStack gap="2" wrap="wrap">
                      {item.late && <Badge colorPalette="red">{t("task.late")}</Badge>}
                      <Badge variant="outline">{t(`category.${item.category}`)}</Badge>
                    </HStack>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {item.submittedAt
                      ? t("inbox.dueSent", {
                          date: formatDate(item.deadline, "full"),
                          sent: formatInstant(item.submittedAt),
                        })
                      : t("review.due", { date: formatDate(item.deadline, "full") })}
                  </Text>
                  {item.proof && (
                    <ProofStrip proof={item.proof.filter((file) => file.kind === "image")} taskName={item.name} />
                  )}
                  <HStack wrap="wrap">
                    {/* Named for its task, which heads the card: its words stay short whatever the task's name. */}
                    <Button
                      size="sm"
                      colorPalette="teal"
                      onClick={() => setOpenId(item._id)}
                      aria-label={t("review.open", { name: item.name })}
                    >
                      {t("verify.review")}
                    </Button>
                    {item.proof?.some((file) => file.kind === "audio") && (
                      <Text fontSize="sm" color="fg.muted">
                        {t("inbox.withRecording")}
                      </Text>
                    )}
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )}
        {list === "proofs" && queue.hasNextPage && (
          <Button
            variant="outline"
            alignSelf="center"
            onClick={() => queue.fetchNextPage()}
            loading={queue.isFetchingNextPage}
          >
            {t("inbox.loadMore")}
          </Button>
        )}
      </GroupChoice>
      {openIndex >= 0 && (
        <Suspense fallback={null}>
          <ReviewDialog
            items={items}
            index={openIndex}
            onIndexChange={(index) => setOpenId(items[index]?._id ?? null)}
            onReviewed={onReviewed}
            onClose={() => setOpenId(null)}
          />
        </Suspense>
      )}
    </>
  );
}
