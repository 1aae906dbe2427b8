import { Box, Button, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SAVED_COMMENT_MAX, SAVED_COMMENTS_MAX } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { checkSavedComment } from "@common/text-checks";
import { FormField } from "@/components/form/form-field";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { useSaveComments, useSavedComments } from "@/lib/api/saved-comments";
import { useT } from "@/lib/i18n/use-t";

/**
 * The admin's saved comments, to add, edit, delete and reorder (with buttons, so the keyboard does all of it).
 * Each change is saved at once, made from the version shown: one made meanwhile in another tab is not overwritten
 * (the server refuses it, says so, and the list shows as stored).
 */
export function SavedCommentsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const saved = useSavedComments();
  const save = useSaveComments();
  const comments = saved.data?.comments ?? [];
  const [editing, setEditing] = useState<{ index: number; text: string; error: string } | null>(null);
  const [draft, setDraft] = useState("");
  const [draftError, setDraftError] = useState("");
  const [said, setSaid] = useState("");
  const [failure, setFailure] = useState("");
  const content = useRef<HTMLDivElement>(null);
  const newComment = useRef<HTMLTextAreaElement>(null);
  // Where the focus goes once a change has redrawn the list (a moved comment's button, say): the first of these
  // controls that can take it, else the new comment's box. Looked at after every render.
  const focusNext = useRef<string[]>([]);
  const setFocusNext = (keys: string[]) => {
    focusNext.current = keys;
  };
  useEffect(() => {
    if (focusNext.current.length === 0) return;
    const target = focusNext.current
      .map((key) => content.current?.querySelector<HTMLElement>(`[data-focus="${key}"]:not(:disabled)`))
      .find(Boolean);
    (target ?? newComment.current)?.focus();
    focusNext.current = [];
  });

  /**
   * Saves the list as `next`; `done` runs once it is stored. One change at a time: one asked for while another is
   * on its way is not made (false).
   */
  const change = (next: string[], done?: () => void) => {
    if (!saved.data || save.isPending) return false;
    setFailure("");
    setSaid("");
    save.mutate(
      { comments: next, version: saved.data.version },
      {
        onSuccess: (result) => {
          setSaid(result.message);
          done?.();
        },
        onError: (error) => setFailure(error.message),
      },
    );
    return true;
  };

  const move = (index: number, step: -1 | 1) => {
    const next = [...comments];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + step, 0, moved);
    if (!change(next)) return;
    // The moved comment keeps the focus on the same button, or on the other one once at the top or the bottom.
    const [same, other] = step < 0 ? ["up", "down"] : ["down", "up"];
    setFocusNext([`${index + step}-${same}`, `${index + step}-${other}`]);
  };

  const remove = (index: number) => {
    change(
      comments.filter((_, at) => at !== index),
      () => setFocusNext([`${Math.min(index, comments.length - 2)}-edit`]),
    );
  };

  const saveEdit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const result = checkSavedComment(editing.text);
    if ("error" in result) {
      setEditing({ ...editing, error: result.error });
      return;
    }
    const { index } = editing;
    const close = () => {
      setEditing(null);
      setFocusNext([`${index}-edit`]);
    };
    if (result.text === comments[index]) return close();
    change(
      comments.map((comment, at) => (at === index ? result.text : comment)),
      close,
    );
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (comments.length >= SAVED_COMMENTS_MAX) {
      setDraftError(MESSAGES.tooManySavedComments);
      return;
    }
    const result = checkSavedComment(draft);
    if ("error" in result) {
      setDraftError(result.error);
      return;
    }
    change([...comments, result.text], () => {
      setDraft("");
      newComment.current?.focus();
    });
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={t("savedComments.dialogTitle")}
      size={{ base: "full", md: "lg" }}
      // A half-typed comment is not thrown away by a stray click beside the dialog.
      closeOnInteractOutside={false}
      closeLabel={t("common.close")}
      contentProps={{ ref: content }}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t("common.close")}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t("savedComments.about", { max: SAVED_COMMENTS_MAX, length: SAVED_COMMENT_MAX })}
        </Text>
        <Stack as="ol" listStyleType="none" gap="2" aria-busy={save.isPending}>
          {comments.map((comment, index) => {
            const number = index + 1;
            return (
              <Box as="li" key={index} borderWidth="1px" rounded="md" p="2">
                {editing?.index === index ? (
                  <form onSubmit={saveEdit}>
                    <FormField label={t("savedComments.editField", { number })} error={editing.error}>
                      <Textarea
                        rows={2}
                        autoresize
                        autoFocus
                        value={editing.text}
                        maxLength={SAVED_COMMENT_MAX}
                        onChange={(event) => setEditing({ index, text: event.target.value, error: "" })}
                      />
                    </FormField>
                    <HStack gap="2" mt="2" justify="flex-end">
                      <Button size="xs" variant="outline" onClick={() => setEditing(null)}>
                        {t("common.cancel")}
                      </Button>
                      <Button size="xs" colorPalette="teal" type="submit" loading={save.isPending}>
                        {t("common.save")}
                      </Button>
                    </HStack>
                  </form>
                ) : (
                  <Stack gap="2">
                    <HStack align="flex-start" gap="2">
                      <Text fontWeight="bold" color="fg.muted" minW="1.5em">
                        {number}
                      </Text>
                      <Text whiteSpace="pre-wrap" overflowWrap="anywhere" flex="1" minW="0">
                        {comment}
                      </Text>
                    </HStack>
                    <HStack gap="1" wrap="wrap" justify="flex-end">
                      <Button
                        size="xs"
                        variant="outline"
                        data-focus={`${index}-up`}
                        aria-label={t("savedComments.moveUp", { number })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        {t("savedComments.up")}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        data-focus={`${index}-down`}
                        aria-label={t("savedComments.moveDown", { number })}
                        disabled={index === comments.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        {t("savedComments.down")}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        data-focus={`${index}-edit`}
                        aria-label={t("savedComments.editLabel", { number })}
                        onClick={() => setEditing({ index, text: comment, error: "" })}
                      >
                        {t("common.edit")}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t("savedComments.deleteLabel", { number })}
                        onClick={() => remove(index)}
                      >
                        {t("common.delete")}
                      </Button>
                    </HStack>
                  </Stack>
                )}
              </Box>
            );
          })}
        </Stack>
        <form onSubmit={add}>
          <FormField
            label={t("savedComments.newComment")}
            error={draftError}
            hint={t("savedComments.count", { count: comments.length, max: SAVED_COMMENTS_MAX })}
          >
            <Textarea
              ref={newComment}
              rows={2}
              autoresize
              value={draft}
              maxLength={SAVED_COMMENT_MAX}
              onChange={(event) => {
                setDraft(event.target.value);
                setDraftError("");
              }}
            />
          </FormField>
          <Button type="submit" size="sm" mt="2" colorPalette="teal" loading={save.isPending}>
            {t("savedComments.add")}
          </Button>
        </form>
        {/* Said inside the dialog: the page and its toasts are hidden from screen readers while it is open. */}
        <Text role="status" fontSize="sm" color="green.fg">
          {said}
        </Text>
        <Text role="alert" fontSize="sm" color="fg.error">
          {failure && `${t("savedComments.failed")}: ${failure}`}
        </Text>
      </Stack>
    </DialogFrame>
  );
}
