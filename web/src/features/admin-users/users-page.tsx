import { Text, useBreakpointValue } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import type { UserSummary } from "@common/api-types";
import { SearchSortBar, useSearchSort, type Sorts } from "@/components/table/search-sort";
import { Loading, LoadError } from "@/components/ui/load-state";
import { notify } from "@/components/ui/toaster";
import { useSession } from "@/lib/api/session";
import { useGroups } from "@/lib/api/groups";
import { useUsers } from "@/lib/api/users";
import { useSetUserActive } from "./api/set-user-active";
import { DeleteUserDialog } from "./components/delete-user-dialog";
import { EditUserDialog } from "./components/edit-user-dialog";
import { UserCards } from "./components/user-cards";
import type { UserRowProps } from "./components/user-parts";
import { UsersTable } from "./components/users-table";

const SORTS: Sorts<UserSummary, "name" | "newest" | "overdue" | "open"> = {
  name: { label: "Name", compare: (a: UserSummary, b: UserSummary) => a.name.localeCompare(b.name) },
  newest: {
    label: "Newest first",
    compare: (a: UserSummary, b: UserSummary) => b.createdAt.localeCompare(a.createdAt),
  },
  overdue: {
    label: "Most overdue",
    compare: (a: UserSummary, b: UserSummary) => b.overdueTasks - a.overdueTasks || b.openTasks - a.openTasks,
  },
  open: { label: "Most open tasks", compare: (a: UserSummary, b: UserSummary) => b.openTasks - a.openTasks },
};

const textOf = (user: UserSummary) => [user.name, user.email];
const NO_USERS: UserSummary[] = [];

type Acting = { kind: "edit" | "delete"; user: UserSummary } | null;

/**
 * Every account: search, sort, and edit, deactivate or delete one. Add New User stays as it is.
 * The screen's content, under the heading the route shows (router.tsx).
 */
export function UsersPage() {
  const users = useUsers();
  const { user: me } = useSession();
  const list = useSearchSort(users.data ?? NO_USERS, SORTS, "name", textOf);
  const [acting, setActing] = useState<Acting>(null);
  const { mutate: setActive } = useSetUserActive();
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
          onError: (error) => notify.error("Failed to change the account", error.message),
        },
      ),
    [setActive],
  );
  const edit = useCallback((user: UserSummary) => setActing({ kind: "edit", user }), []);
  const remove = useCallback((user: UserSummary) => setActing({ kind: "delete", user }), []);
  const row = (user: UserSummary): UserRowProps => ({
    user,
    isMe: user._id === me?._id,
    onEdit: edit,
    onToggleActive: toggleActive,
    onDelete: remove,
    groups: (groupsOf.get(user._id) ?? []).join(", "),
  });

  return (
    <>
      <SearchSortBar searchLabel="Search" list={list} sorts={SORTS} />
      {users.isPending ? (
        <Loading label="Loading users..." />
      ) : users.isError ? (
        <LoadError
          message="The users could not be loaded"
          reason={users.error.message}
          onRetry={() => void users.refetch()}
        />
      ) : list.shown.length === 0 ? (
        <Text color="fg.muted">No user matches.</Text>
      ) : (
        <List label={`Users, ${list.sortLabel.toLowerCase()}`} users={list.shown} row={row} />
      )}
      {acting?.kind === "edit" && (
        <EditUserDialog user={acting.user} groups={groups.data} onClose={() => setActing(null)} />
      )}
      {acting?.kind === "delete" && <DeleteUserDialog user={acting.user} onClose={() => setActing(null)} />}
    </>
  );
}
