import { Box, Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Suspense, useId, useState } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { SavedComments } from "@common/api-types";
import { useT } from "@/lib/i18n/use-t";
import { lazyNamed } from "@/lib/lazy-named";
import { NUMBERED_COMMENTS } from "./use-review-keys";

// The manager is opened now and then, from here: its code loads when the pointer or the focus reaches its button.
const SavedCommentsDialog = lazyNamed(() => import("./saved-comments-dialog"), "SavedCommentsDialog");

/**
 * The admin's saved comments just above the review's comment box, one click each (the first nine also by their
 * number key): a click inserts the comment where the cursor was, or at the end, to be edited there. "Manage"
 * opens the list to add, edit, delete and reorder them.
 */
export function SavedCommentChips({
  saved,
  onInsert,
  inserted,
}: {
  saved: UseQueryResult<SavedComments>;
  onInsert: (index: number) => void;
  /** What was just inserted, said to screen readers (a key press shows it only in the box). */
  inserted: string;
}) {
  const t = useT();
  const [managing, setManaging] = useState(false);
  const heading = useId();
  const comments = saved.data?.comments ?? [];
  return (
    <Stack gap="2" as="section" aria-labelledby={heading}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text id={heading} fontSize="sm" fontWeight="medium">
          {t("savedComments.title")}
        </Text>
        <Button
          size="xs"
          variant="outline"
          onClick={() => setManaging(true)}
          onPointerEnter={() => void SavedCommentsDialog.preload()}
          onFocus={() => void SavedCommentsDialog.preload()}
          aria-label={t("savedComments.manageLabel")}
          disabled={!saved.data}
        >
          {t("savedComments.manage")}
        </Button>
      </HStack>
      {saved.isPending ? (
        <Text fontSize="sm" color="fg.muted" aria-busy="true">
          {t("savedComments.loading")}
        </Text>
      ) : saved.isError ? (
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.error">
            {t("savedComments.notLoaded")}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void saved.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </HStack>
      ) : comments.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("savedComments.none")}
        </Text>
      ) : (
        // A long list scrolls inside its own box, so the decision's buttons stay near.
        <Box
          as="ul"
          listStyleType="none"
          display="flex"
          flexWrap="wrap"
          gap="2"
          maxH="8.5rem"
          overflowY="auto"
          aria-labelledby={heading}
        >
          {comments.map((comment, index) => (
            <Box as="li" key={index} maxW="full" minW="0">
              <Button
                size="xs"
                variant="subtle"
                maxW="full"
                title={comment}
                onClick={() => onInsert(index)}
                aria-keyshortcuts={index < NUMBERED_COMMENTS ? String(index + 1) : undefined}
              >
                {index < NUMBERED_COMMENTS && (
                  <Box as="span" aria-hidden="true" fontWeight="bold" color="fg.muted">
                    {index + 1}
                  </Box>
                )}
                <Box as="span" truncate>
                  {comment}
                </Box>
              </Button>
            </Box>
          ))}
        </Box>
      )}
      <VisuallyHidden aria-live="polite">{inserted && t("savedComments.inserted", { text: inserted })}</VisuallyHidden>
      {managing && saved.data && (
        <Suspense fallback={null}>
          <SavedCommentsDialog onClose={() => setManaging(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
