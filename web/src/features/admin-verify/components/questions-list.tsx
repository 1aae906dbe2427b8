import { Box, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { TaskThread } from "@/components/tasks/task-thread";
import { Loading, LoadError } from "@/components/ui/load-state";
import { Button } from "@chakra-ui/react";
import { useReviewQueue } from "@/lib/api/review-hooks";
import { formatDate, formatInstant } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";

/**
 * The inbox's questions: each task whose student's message waits for an answer, the longest waiting first, with
 * its thread open to answer in place (an answer takes it off the list).
 */
export function QuestionsList({ group }: { group?: string }) {
  const t = useT();
  const queue = useReviewQueue(group, undefined, "questions");
  const items = [
    ...new Map((queue.data?.pages ?? []).flatMap((page) => page.items).map((item) => [item._id, item])).values(),
  ];
  if (queue.isPending) return <Loading label={t("inbox.loading")} />;
  if (queue.isError) {
    return (
      <LoadError message={t("inbox.notLoaded")} reason={queue.error.message} onRetry={() => void queue.refetch()} />
    );
  }
  if (items.length === 0) return <Text color="fg.muted">{t("inbox.noQuestions")}</Text>;
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t("inbox.questions")}>
        {items.map((item) => (
          <Card.Root as="li" key={item._id} size="sm" data-testid={`question-${item._id}`}>
            <Card.Body gap="2" overflowWrap="anywhere">
              <Box minW="0">
                <Heading as="h2" size="sm">
                  {item.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {item.student.name} ({item.student.email})
                </Text>
              </Box>
              <Text fontSize="sm" color="fg.muted">
                {t("review.due", { date: formatDate(item.deadline, "full") })}
                {item.thread?.questionAt && ` · ${t("inbox.askedAt", { time: formatInstant(item.thread.questionAt) })}`}
              </Text>
              <TaskThread task={item} forAdmin defaultOpen />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      {queue.hasNextPage && (
        <Button
          variant="outline"
          alignSelf="center"
          onClick={() => queue.fetchNextPage()}
          loading={queue.isFetchingNextPage}
        >
          {t("inbox.loadMore")}
        </Button>
      )}
    </>
  );
}
