/**
 * A task's thread between its student and the admins, shown on request: its messages and the task's history
 * (proofs sent, the review's comments and reasons, voice comments) as one list, oldest first, and a box to write.
 */
import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Task, ThreadEntry, ThreadMessage } from "@common/api-types";
import { MESSAGE_TEXT_MAX } from "@common/constants";
import { MESSAGES } from "@common/messages";
import { notify } from "@/components/ui/toaster";
import { ApiError, serverMessageOr } from "@/lib/api/client";
import { useSession } from "@/lib/api/session";
import { useOffline } from "@/lib/offline/offline-state";
import { useWaitingMessages, type WaitingMessage } from "@/lib/offline/waiting-messages";
import {
  useDeleteMessage,
  useEditMessage,
  useMarkThreadRead,
  useThread,
  useThreadCheck,
  useWriteMessage,
} from "@/lib/api/thread";
import { formatInstant } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";
import { validationText } from "@/lib/i18n/validation-text";
import { VoiceComment } from "./voice-comment";

interface TaskThreadProps {
  task: Pick<Task, "_id" | "name" | "thread">;
  /** Open from the start (the review dialog, where the conversation is part of the decision). */
  defaultOpen?: boolean;
  /** An admin's view: a question waiting is what is new (admins share it), and reading marks nothing. */
  forAdmin?: boolean;
}

/** The thread's button (with the student's unread count) and, once opened, the thread itself. */
export function TaskThread({ task, defaultOpen = false, forAdmin = false }: TaskThreadProps) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const unread = forAdmin ? 0 : (task.thread?.unread ?? 0);
  const question = forAdmin && Boolean(task.thread?.questionAt);
  return (
    <Box>
      <Button
        size="xs"
        variant="ghost"
        px="1"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? t("thread.hide") : t("thread.show")}
        {!open && (unread > 0 || question) && " "}
        {!open && (unread > 0 || question) && (
          <Badge colorPalette="red" variant="solid" size="xs" ms="1">
            {question ? t("thread.question") : t("thread.unread", { count: unread })}
          </Badge>
        )}
      </Button>
      {open && (
        <Box id={panelId} mt="1">
          <ThreadPanel taskId={task._id} taskName={task.name} unread={unread} />
        </Box>
      )}
    </Box>
  );
}

function ThreadPanel({ taskId, taskName, unread }: { taskId: string; taskName: string; unread: number }) {
  const t = useT();
  const thread = useThread(taskId);
  const pages = thread.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const version = pages[0]?.thread.version;
  useThreadCheck(taskId, version);
  // Read as of the version shown: a message arriving meanwhile stays unread until it is shown too.
  const { mutate: markRead } = useMarkThreadRead(taskId);
  const markedVersion = useRef<number | null>(null);
  useEffect(() => {
    if (unread > 0 && version !== undefined && markedVersion.current !== version) {
      markedVersion.current = version;
      markRead(version);
    }
  }, [unread, version, markRead]);

  return (
    <Stack gap="2" fontSize="sm">
      {thread.isPending ? (
        <Text color="fg.muted" role="status">
          {t("thread.loading")}
        </Text>
      ) : thread.isError && entries.length === 0 ? (
        <Text color="fg.error" role="alert">
          {t("thread.failed")}
        </Text>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">{t("thread.empty")}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t("thread.label", { name: taskName })}>
          {entries.map((entry) => (
            <Entry key={entryKey(entry)} entry={entry} taskId={taskId} />
          ))}
        </Stack>
      )}
      <WaitingList taskId={taskId} />
      {thread.hasNextPage && (
        <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => void thread.fetchNextPage()}>
          {t("thread.later")}
        </Button>
      )}
      <WriteBox taskId={taskId} taskName={taskName} />
    </Stack>
  );
}

const entryKey = (entry: ThreadEntry) =>
  entry.kind === "message" ? entry.message._id : `${entry.event.type}-${entry.event.at}`;

function Entry({ entry, taskId }: { entry: ThreadEntry; taskId: string }) {
  const t = useT();
  if (entry.kind === "event") {
    const { event } = entry;
    return (
      <Box as="li" borderStartWidth="2px" borderColor="border.emphasized" ps="2">
        <Text color="fg.muted">{t(`history.${event.type}`, { by: event.by, time: formatInstant(event.at) })}</Text>
        {event.reason && <Text>{t("history.reason", { reason: event.reason })}</Text>}
        {event.comment && <Text>{t("history.comment", { comment: event.comment })}</Text>}
        {event.voiceComment && (
          <VoiceComment
            url={event.voiceComment}
            label={t("voice.inHistory", { by: event.by, time: formatInstant(event.at) })}
          />
        )}
      </Box>
    );
  }
  return <MessageItem message={entry.message} taskId={taskId} />;
}

function MessageItem({ message, taskId }: { message: ThreadMessage; taskId: string }) {
  const t = useT();
  const remove = useDeleteMessage(taskId);
  const change = useEditMessage(taskId);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState("");
  const save = (event: FormEvent) => {
    event.preventDefault();
    const said = (editing ?? "").trim();
    if (!said) {
      setError(MESSAGES.messageRequired);
      return;
    }
    change.mutate(
      { messageId: message._id, text: said },
      {
        onSuccess: () => setEditing(null),
        onError: (failure) => setError(serverMessageOr(failure, t("thread.sendFailed"))),
      },
    );
  };
  return (
    <Box as="li" bg={message.mine ? "bg.muted" : undefined} borderWidth="1px" rounded="md" p="2">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Text fontWeight="semibold">
          {message.author.name}
          {message.author.role === "admin" && (
            <Text as="span" fontWeight="normal" color="fg.muted">
              {` · ${t("thread.supervisor")}`}
            </Text>
          )}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          {formatInstant(message.at)}
          {message.edited && ` · ${t("thread.edited")}`}
        </Text>
      </HStack>
      {message.deleted ? (
        <Text color="fg.muted" fontStyle="italic">
          {t("thread.deleted")}
        </Text>
      ) : editing !== null ? (
        <Stack as="form" gap="2" mt="1" onSubmit={save}>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t("thread.editLabel")}</Field.Label>
            <Textarea
              rows={2}
              autoresize
              maxLength={MESSAGE_TEXT_MAX}
              value={editing}
              onChange={(event) => {
                setEditing(event.target.value);
                setError("");
              }}
            />
            <Field.ErrorText>{error && validationText(error)}</Field.ErrorText>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" size="xs" colorPalette="teal" loading={change.isPending}>
              {t("thread.save")}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
              {t("common.cancel")}
            </Button>
          </HStack>
        </Stack>
      ) : (
        // Plain text: a link stays text, never an anchor.
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.text}
        </Text>
      )}
      {message.mine && !message.deleted && editing === null && (
        <Button
          size="xs"
          variant="ghost"
          mt="1"
          aria-label={t("thread.editMessageLabel", { time: formatInstant(message.at) })}
          onClick={() => {
            setEditing(message.text);
            setError("");
          }}
        >
          {t("common.edit")}
        </Button>
      )}
      {message.mine && !message.deleted && editing === null && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          mt="1"
          loading={remove.isPending}
          aria-label={t("thread.deleteLabel", { time: formatInstant(message.at) })}
          onClick={() =>
            remove.mutate(message._id, {
              onError: (error) => notify.error(t("thread.deleteFailed"), serverMessageOr(error, "")),
            })
          }
        >
          {t("common.delete")}
        </Button>
      )}
    </Box>
  );
}

/** A student's messages written offline, waiting on the device (or refused, with why), after the thread. */
function WaitingList({ taskId }: { taskId: string }) {
  const t = useT();
  const { user } = useSession();
  const waiting = useWaitingMessages(taskId);
  if (waiting.length === 0 || !user) return null;
  const discard = (message: WaitingMessage) =>
    void import("@/lib/offline/message-outbox").then((outbox) => outbox.discardMessage(user._id, message.localId));
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t("thread.waiting")}>
      {waiting.map((message) => (
        <Box as="li" key={message.localId} borderWidth="1px" borderStyle="dashed" rounded="md" p="2">
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {message.text}
          </Text>
          <Text fontSize="xs" color={message.problem ? "fg.error" : "fg.muted"}>
            {message.problem ? t("thread.notSent", { problem: message.problem }) : t("thread.waiting")}
          </Text>
          {message.problem && (
            <Button size="xs" variant="ghost" mt="1" onClick={() => discard(message)}>
              {t("thread.discard")}
            </Button>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function WriteBox({ taskId, taskName }: { taskId: string; taskName: string }) {
  const t = useT();
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const write = useWriteMessage(taskId);
  const { offline } = useOffline();
  const { user } = useSession();
  /** A student's message that cannot reach the server waits on the device, as a proof does. */
  const keep = async (said: string) => {
    if (user?.role !== "student") return false;
    const outbox = await import("@/lib/offline/message-outbox");
    await outbox.queueMessage({ userId: user._id, taskId, taskName, text: said });
    setText("");
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const said = text.trim();
    if (!said) {
      setError(MESSAGES.messageRequired);
      return;
    }
    if (offline && user?.role === "student") {
      void keep(said);
      return;
    }
    write.mutate(said, {
      onSuccess: () => setText(""),
      onError: (failure) => {
        if (!(failure instanceof ApiError)) {
          void keep(said).then((kept) => kept || setError(t("thread.sendFailed")));
          return;
        }
        setError(serverMessageOr(failure, t("thread.sendFailed")));
      },
    });
  };
  return (
    <Stack as="form" gap="2" onSubmit={submit}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{t("thread.write")}</Field.Label>
        <Textarea
          rows={2}
          autoresize
          maxLength={MESSAGE_TEXT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError("");
          }}
        />
        <Field.HelperText>{t("thread.length", { count: text.length, max: MESSAGE_TEXT_MAX })}</Field.HelperText>
        <Field.ErrorText>{error && validationText(error)}</Field.ErrorText>
      </Field.Root>
      <Button type="submit" size="sm" colorPalette="teal" alignSelf="flex-start" loading={write.isPending}>
        {t("thread.send")}
      </Button>
    </Stack>
  );
}
