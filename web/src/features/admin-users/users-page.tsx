import { Avatar, Badge, HStack, Input, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import { memo, useCallback, useState, type ReactNode } from "react";
import type { UserSummary } from "@common/api-types";
import { toCalendarDate } from "@common/calendar-date";
import { FormField } from "@/components/form/form-field";
import { ListRoom, RowsRoom, useWindowRows } from "@/components/table/window-rows";
import { OptionSelect } from "@/components/form/option-select";
import { Loading, LoadError } from "@/components/ui/load-state";
import { notify } from "@/components/ui/toaster";
import { useSession } from "@/lib/api/session";
import { useUsers } from "@/lib/api/users";
import { formatDate } from "@/lib/dates";
import { useSetUserActive } from "./api/set-user-active";
import "@/components/table/static-table.css";
import "./users-table.css";

import { EditUserDialog } from "./components/edit-user-dialog";
import { DeleteUserDialog } from "./components/delete-user-dialog";

const SORTS = {
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
} as const;
type SortKey = keyof typeof SORTS;
const SORT_OPTIONS = Object.entries(SORTS).map(([value, { label }]) => ({ value, label }));

type Acting = { kind: "edit" | "delete"; user: UserSummary } | null;

/**
 * Every account: search, sort, and edit, deactivate or delete one. Add New User stays as it is.
 * The screen's content, under the heading the route shows (router.tsx).
 */
export function UsersPage() {
  const users = useUsers();
  const { user: me } = useSession();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortKey>("name");
  const [acting, setActing] = useState<Acting>(null);
  const setActive = useSetUserActive();

  // At 390 px a table of six columns would scroll sideways: a phone gets one card per account instead.
  const cards = useBreakpointValue({ base: true, md: false }) ?? false;
  const [List, Item] = cards ? [UsersCards, UserCard] : [UsersTable, UserRow];
  const needle = search.trim().toLowerCase();
  const shown = (users.data ?? [])
    .filter((user) => user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle))
    .sort(SORTS[sort].compare);

  // Stable, so that a row re-renders only when its own user changes (not on each search keystroke or sort).
  const { mutate: setActiveMutate } = setActive;
  const toggleActive = useCallback(
    (user: UserSummary) =>
      setActiveMutate(
        { id: user._id, active: !user.active },
        {
          onSuccess: (result) => notify.success(result.message),
          onError: (error) => notify.error("Failed to change the account", error.message),
        },
      ),
    [setActiveMutate],
  );
  const edit = useCallback((user: UserSummary) => setActing({ kind: "edit", user }), []);
  const remove = useCallback((user: UserSummary) => setActing({ kind: "delete", user }), []);

  return (
    <>
      <HStack gap="4" align="flex-end" wrap="wrap">
        <FormField label="Search">
          <Input
            type="search"
            placeholder="Name or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </FormField>
        <FormField label="Sort by">
          <OptionSelect
            value={sort}
            onChange={(event) => setSort(event.target.value as SortKey)}
            options={SORT_OPTIONS}
          />
        </FormField>
      </HStack>

      {users.isPending ? (
        <Loading label="Loading users..." />
      ) : users.isError ? (
        <LoadError
          message="The users could not be loaded"
          reason={users.error.message}
          onRetry={() => void users.refetch()}
        />
      ) : shown.length === 0 ? (
        <Text color="fg.muted">No user matches.</Text>
      ) : (
        <List label={`Users, ${SORTS[sort].label.toLowerCase()}`} users={shown}>
          {(user) => (
            <Item
              user={user}
              isMe={user._id === me?._id}
              onEdit={edit}
              onToggleActive={toggleActive}
              onDelete={remove}
            />
          )}
        </List>
      )}
      <>
        {acting?.kind === "edit" && <EditUserDialog user={acting.user} onClose={() => setActing(null)} />}
        {acting?.kind === "delete" && <DeleteUserDialog user={acting.user} onClose={() => setActing(null)} />}
      </>
    </>
  );
}

const keyOfUser = (user: UserSummary) => user._id;

/**
 * The accounts as a table whose layout is fixed, with only the rows near the screen drawn (useWindowRows): a
 * sort or a search keystroke costs what a screenful of rows does, however many accounts there are.
 */
function UsersTable({
  label,
  users,
  children,
}: {
  label: string;
  users: UserSummary[];
  children: (user: UserSummary) => ReactNode;
}) {
  const { body, measure, drawn, roomBefore, roomAfter } = useWindowRows(users, keyOfUser, 56);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader className="users-table" aria-rowcount={users.length + 1}>
        <Table.Caption srOnly>{label}</Table.Caption>
        <colgroup>
          <col />
          <col className="users-col-role" />
          <col className="users-col-created" />
          <col className="users-col-count" />
          <col className="users-col-count" />
          <col className="users-col-actions" />
        </colgroup>
        <Table.Header>
          <Table.Row aria-rowindex={1}>
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Open</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Overdue</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <tbody ref={body}>
          <RowsRoom height={roomBefore} />
          {drawn.map(({ row, index, key }) => (
            <tr
              key={key}
              ref={measure}
              data-index={index}
              aria-rowindex={index + 2}
              className="static-row"
              data-testid={`user-row-${row.email}`}
            >
              {children(row)}
            </tr>
          ))}
          <RowsRoom height={roomAfter} />
        </tbody>
      </Table.Root>
    </Table.ScrollArea>
  );
}

interface UserRowProps {
  user: UserSummary;
  /** The signed-in admin's own row: they can neither deactivate nor delete themselves. */
  isMe: boolean;
  onEdit: (user: UserSummary) => void;
  onToggleActive: (user: UserSummary) => void;
  onDelete: (user: UserSummary) => void;
}

/**
 * One account's cells, plain elements with static classes (static-table.css, users-table.css) but for the
 * avatar and the badge. Memoised: a sort or a search moves rows without drawing them again.
 */
const UserRow = memo(function UserRow(props: UserRowProps) {
  const { user } = props;
  return (
    <>
      <td className="static-cell">
        <UserWho user={user} />
      </td>
      <td className="static-cell">{user.role.toUpperCase()}</td>
      <td className="static-cell">{createdOf(user)}</td>
      <td className="static-cell" data-align="end" data-testid="open-tasks">
        {user.role === "student" ? user.openTasks : "—"}
      </td>
      <td className="static-cell" data-align="end" data-warn={user.overdueTasks > 0 || undefined}>
        {user.role === "student" ? user.overdueTasks : "—"}
      </td>
      <td className="static-cell">
        <UserActions {...props} />
      </td>
    </>
  );
});

/** On a phone, one account as a card: who, their role and tasks, and the same actions as a row's. */
const UserCard = memo(function UserCard(props: UserRowProps) {
  const { user } = props;
  return (
    <div className="users-card">
      <UserWho user={user} />
      <p className="static-small static-muted">
        {user.role.toUpperCase()} · created {createdOf(user)}
        {user.role === "student" && (
          <>
            {" · "}
            <span data-testid="open-tasks">{user.openTasks}</span> open ·{" "}
            <span className={user.overdueTasks > 0 ? "users-warn" : undefined}>{user.overdueTasks} overdue</span>
          </>
        )}
      </p>
      <UserActions {...props} />
    </div>
  );
});

const createdOf = (user: UserSummary) =>
  user.createdAt ? formatDate(toCalendarDate(new Date(user.createdAt)), "medium") : "—";

function UserWho({ user }: { user: UserSummary }) {
  return (
    <div className="users-who">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={user.name} aria-hidden />
        {user.picture && <Avatar.Image src={`${user.picture}?size=thumb`} alt="" />}
      </Avatar.Root>
      <div>
        <p className="static-strong">{user.name}</p>
        <p className="static-muted">{user.email}</p>
      </div>
      {!user.active && <Badge colorPalette="orange">Deactivated</Badge>}
    </div>
  );
}

function UserActions({ user, isMe, onEdit, onToggleActive, onDelete }: UserRowProps) {
  return (
    <div className="users-actions">
      <button
        type="button"
        className="static-button users-action"
        aria-label={`Edit ${user.name}`}
        onClick={() => onEdit(user)}
      >
        Edit
      </button>
      <button
        type="button"
        className="static-button users-action"
        aria-label={`${user.active ? "Deactivate" : "Reactivate"} ${user.name}`}
        disabled={isMe}
        onClick={() => onToggleActive(user)}
      >
        {user.active ? "Deactivate" : "Reactivate"}
      </button>
      <button
        type="button"
        className="static-button users-action"
        data-danger
        aria-label={`Delete ${user.name}`}
        disabled={isMe}
        onClick={() => onDelete(user)}
      >
        Delete
      </button>
    </div>
  );
}

/** The accounts as cards, one under the other, with only those near the screen drawn (useWindowRows). */
function UsersCards({
  label,
  users,
  children,
}: {
  label: string;
  users: UserSummary[];
  children: (user: UserSummary) => ReactNode;
}) {
  const { body, measure, drawn, roomBefore, roomAfter } = useWindowRows<UserSummary, HTMLUListElement>(
    users,
    keyOfUser,
    132,
  );
  return (
    <ul ref={body} className="users-cards" aria-label={label}>
      <ListRoom height={roomBefore} />
      {drawn.map(({ row, index, key }) => (
        <li key={key} ref={measure} data-index={index} data-testid={`user-row-${row.email}`}>
          {children(row)}
        </li>
      ))}
      <ListRoom height={roomAfter} />
    </ul>
  );
}
