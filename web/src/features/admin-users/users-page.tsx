import { Text, useBreakpointValue } from "@chakra-ui/react";
import { Suspense, useCallback, useState } from "react";
import type { UserSummary } from "@common/api-types";
import { SearchSortBar, useSearchSort } from "@/components/table/search-sort";
import { Loading, LoadError } from "@/components/ui/load-state";
import { notify } from "@/components/ui/toaster";
import { useSession } from "@/lib/api/session";
import { useGroups } from "@/lib/api/groups";
import { useUsers } from "@/lib/api/users";
import { latestOf } from "@/lib/latest";
import type { MessageId } from "@/lib/i18n/i18n";
import { useT } from "@/lib/i18n/use-t";
import { lazyNamed } from "@/lib/lazy-named";
import { usePreloadOnceShown } from "@/lib/preload-once-shown";
import { useResendInvitation } from "./api/resend-invitation";
import { useSetUserActive } from "./api/set-user-active";
import { UserCards } from "./components/user-cards";
import type { UserRowProps } from "./components/user-parts";
import { UsersTable } from "./components/users-table";

// The dialogs' code (Chakra's dialog, the edit form) is not needed to draw the list: asked for once it shows.
const EditUserDialog = lazyNamed(() => import("./components/edit-user-dialog"), "EditUserDialog");
const DeleteUserDialog = lazyNamed(() => import("./components/delete-user-dialog"), "DeleteUserDialog");
const DIALOGS = [EditUserDialog, DeleteUserDialog];

type UserSort = "name" | "newest" | "overdue" | "open";

/** The orders of the list, each named by its catalogue key: the labels are worded in the language shown. */
const SORTS = {
  name: { label: "profile.name", compare: (a: UserSummary, b: UserSummary) => a.name.localeCompare(b.name) },
  newest: {
    label: "users.sortNewest",
    compare: (a: UserSummary, b: UserSummary) => b.createdAt.localeCompare(a.createdAt),
  },
  overdue: {
    label: "users.sortOverdue",
    compare: (a: UserSummary, b: UserSummary) => b.overdueTasks - a.overdueTasks || b.openTasks - a.openTasks,
  },
  open: { label: "users.sortOpen", compare: (a: UserSummary, b: UserSummary) => b.openTasks - a.openTasks },
} satisfies Record<UserSort, { label: MessageId; compare: (a: UserSummary, b: UserSummary) => number }>;

const textOf = (user: UserSummary) => [user.name, user.email];
const NO_USERS: UserSummary[] = [];

type Acting = { kind: "edit" | "delete"; user: UserSummary } | null;

/**
 * Every account: search, sort, and edit, deactivate or delete one. Add New User stays as it is.
 * The screen's content, under the heading the route shows (router.tsx).
 */
export function UsersPage() {
  const t = useT();
  const users = useUsers();
  const { user: me } = useSession();
  const list = useSearchSort(users.data ?? NO_USERS, SORTS, "name", textOf);
  const [acting, setActing] = useState<Acting>(null);
  usePreloadOnceShown(!users.isPending, DIALOGS);
  const { mutate: setActive } = useSetUserActive();
  const { mutate: resend } = useResendInvitation();
  const groups = useGroups();
  const groupsOf = new Map<string, string[]>();
  for (const group of groups.data ?? []) {
    for (const id of group.students) groupsOf.set(id, [...(groupsOf.get(id) ?? []), group.name]);
  }

  // At 390 px a table of six columns would scroll sideways: a phone gets one card per account instead.
  const cards = useBreakpointValue({ base: true, md: false }) ?? false;
  const List = cards ? UserCards : UsersTable;

  // Stable, so that a row re-renders only when its own user changes (not on each search keystroke or sort).
  const toggleActive = useCallback(
    (user: UserSummary) =>
      setActive(
        { id: user._id, active: !user.active },
        {
          onSuccess: (result) => notify.success(result.message),
          onError: (error) => notify.error(t("users.activeFailed"), error.message),
        },
      ),
    [setActive, t],
  );
  const invite = useCallback(
    (user: UserSummary) =>
      resend(user._id, {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) => notify.error(t("users.resendFailed"), error.message),
      }),
    [resend, t],
  );
  const edit = useCallback((user: UserSummary) => setActing({ kind: "edit", user }), []);
  const remove = useCallback((user: UserSummary) => setActing({ kind: "delete", user }), []);
  const row = (user: UserSummary): UserRowProps => ({
    user,
    isMe: user._id === me?._id,
    onEdit: edit,
    onToggleActive: toggleActive,
    onDelete: remove,
    onInvite: invite,
    groups: (groupsOf.get(user._id) ?? []).join(", "),
  });

  const sortLabels = Object.fromEntries(
    Object.entries(SORTS).map(([sort, { label }]) => [sort, { label: t(label) }]),
  ) as Record<UserSort, { label: string }>;

  return (
    <>
      <SearchSortBar searchLabel={t("users.search")} list={list} sorts={sortLabels} />
      {users.isPending ? (
        <Loading label={t("users.loading")} />
      ) : users.isError ? (
        <LoadError message={t("users.notLoaded")} reason={users.error.message} onRetry={() => void users.refetch()} />
      ) : list.shown.length === 0 ? (
        <Text color="fg.muted">{t("users.noMatch")}</Text>
      ) : (
        <List
          label={t("users.listLabel", { sort: t(SORTS[list.sort].label).toLowerCase() })}
          users={list.shown}
          row={row}
        />
      )}
      <Suspense fallback={null}>
        {acting?.kind === "edit" && (
          <EditUserDialog
            user={latestOf(acting.user, users.data)}
            groups={groups.data}
            onClose={() => setActing(null)}
          />
        )}
        {acting?.kind === "delete" && <DeleteUserDialog user={acting.user} onClose={() => setActing(null)} />}
      </Suspense>
    </>
  );
}
