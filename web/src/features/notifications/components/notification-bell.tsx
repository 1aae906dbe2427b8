import { Badge, Box, Button, Heading, HStack, IconButton, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuBell } from "react-icons/lu";
import { useNavigate } from "react-router-dom";
import type { Notification } from "@common/api-types";
import { Loading, LoadError } from "@/components/ui/load-state";
import { paths } from "@/config/routes";
import { formatDate, formatInstant } from "@/lib/dates";
import { useClearRead } from "../api/clear-read";
import { useDeleteNotification } from "../api/delete-notification";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllRead } from "../api/mark-all-read";
import { useMarkRead } from "../api/mark-read";
import { useT } from "@/lib/i18n/use-t";
import { noticeText } from "../notice-text";

/**
 * Requirements §2: the bell with the unread count, and the notifications menu (max height 400, width 250). A
 * notification about a task leads to it: the dashboard opens at the task's day, and it is read.
 */
export function NotificationBell() {
  const { notifications, unreadCount, isPending, error, hasMore, loadingMore, loadMore } = useNotifications(true);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const clearRead = useClearRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const t = useT();

  const readOne = (id: string) => markRead.mutate(id);
  const readAll = () => markAllRead.mutate();
  const openTask = (item: Notification) => {
    if (!item.relatedTask || item.relatedTask.deleted) return;
    if (!item.isRead) readOne(item._id);
    setOpen(false);
    const day = item.relatedTask.deadline;
    navigate(paths.dashboard, { state: { targetDate: day, openAt: day } });
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: "bottom-end" }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          aria-label={unreadCount > 0 ? t("bell.labelUnread", { count: unreadCount }) : t("bell.heading")}
          position="relative"
        >
          <LuBell />
          {unreadCount > 0 && (
            <Badge
              position="absolute"
              top="0.5"
              insetEnd="0.5"
              colorPalette="red"
              variant="solid"
              size="xs"
              rounded="full"
              aria-hidden
              data-testid="unread-count"
            >
              {unreadCount}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="250px" maxH="400px" overflowY="auto">
            <Popover.Body p="3">
              <NotificationList
                loading={isPending && !error}
                error={error}
                notifications={notifications}
                unreadCount={unreadCount}
                onRead={readOne}
                onReadAll={readAll}
                onOpenTask={openTask}
                onDelete={(id) => remove.mutate(id)}
                onClearRead={() => clearRead.mutate()}
                more={hasMore ? { loading: loadingMore, load: loadMore } : undefined}
              />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

interface NotificationListProps {
  loading: boolean;
  error?: { reason: string; retry: () => void };
  notifications: Notification[];
  unreadCount: number;
  onRead: (id: string) => void;
  onReadAll: () => void;
  onOpenTask: (notification: Notification) => void;
  onDelete: (id: string) => void;
  onClearRead: () => void;
  /** More notifications than shown: older ones, a page at a time. */
  more?: { loading: boolean; load: () => void };
}

/** The open menu's content: a component of its own, so none of it is worked out while the menu is closed. */
function NotificationList({
  loading,
  error,
  notifications,
  unreadCount,
  onRead,
  onReadAll,
  onOpenTask,
  onDelete,
  onClearRead,
  more,
}: NotificationListProps) {
  const anyRead = notifications.some((item) => item.isRead);
  const t = useT();
  return (
    <>
      {/* In the menu's 250 px, a longer language's 'Mark all as read' goes under the heading rather than past it. */}
      <HStack justify="space-between" wrap="wrap" gap="1" mb="2">
        <Heading as="h2" size="sm">
          {t("bell.heading")}
        </Heading>
        <Button size="xs" variant="ghost" onClick={onReadAll} disabled={unreadCount === 0}>
          {t("bell.markAllRead")}
        </Button>
      </HStack>
      {anyRead && (
        <Button size="xs" variant="ghost" mb="2" onClick={onClearRead}>
          {t("bell.clearRead")}
        </Button>
      )}
      {error && notifications.length === 0 ? (
        <LoadError message={t("bell.notLoaded")} reason={error.reason} onRetry={error.retry} />
      ) : loading ? (
        <Loading label={t("bell.loading")} />
      ) : notifications.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t("bell.none")}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t("bell.heading")}>
          {notifications
            .map((item) => ({ item, ...noticeText(item) }))
            .map(({ item, title, message }) => (
              <Box
                as="li"
                key={item._id}
                borderWidth="1px"
                rounded="md"
                p="2"
                bg={item.isRead ? undefined : "teal.subtle"}
                data-read={item.isRead}
              >
                {item.relatedTask && !item.relatedTask.deleted ? (
                  <Button
                    variant="plain"
                    p="0"
                    h="auto"
                    fontWeight="semibold"
                    fontSize="sm"
                    textAlign="start"
                    whiteSpace="normal"
                    textDecoration="underline"
                    aria-label={t("bell.openTask", { title, name: item.relatedTask.name })}
                    onClick={() => onOpenTask(item)}
                  >
                    {title}
                  </Button>
                ) : (
                  <Text fontWeight="semibold" fontSize="sm">
                    {title}
                  </Text>
                )}
                <Text fontSize="sm">{message}</Text>
                {item.relatedTask && (
                  <Text fontSize="xs" color="fg.muted">
                    {item.relatedTask.name} ·{" "}
                    {item.relatedTask.deleted
                      ? t("bell.deleted")
                      : t("bell.due", { date: formatDate(item.relatedTask.deadline, "medium") })}
                  </Text>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {item.createdAt ? formatInstant(item.createdAt) : ""}
                </Text>
                <HStack mt="1" gap="1" wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => onRead(item._id)} disabled={item.isRead}>
                    {t("bell.markRead")}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t("bell.deleteLabel", { title })}
                    onClick={() => onDelete(item._id)}
                  >
                    {t("common.delete")}
                  </Button>
                </HStack>
              </Box>
            ))}
        </Stack>
      )}
      {more && (
        <Button size="xs" variant="outline" mt="2" width="full" onClick={more.load} loading={more.loading}>
          {t("bell.older")}
        </Button>
      )}
    </>
  );
}
