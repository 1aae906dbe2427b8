import { Table } from "@chakra-ui/react";
import { memo } from "react";
import type { UserSummary } from "@common/api-types";
import { WindowedBody } from "@/components/table/window-rows";
import { useT } from "@/lib/i18n/use-t";
import { createdOf, UserActions, UserWho, type UserRowProps, type UsersListProps } from "./user-parts";
import "@/components/table/static-table.css";
import "../users-table.css";

/**
 * The accounts as a table whose layout is fixed, with only the rows near the screen drawn (WindowedBody): a
 * sort or a search keystroke costs what a screenful of rows does, however many accounts there are.
 */
export function UsersTable({ label, users, row }: UsersListProps) {
  const t = useT();
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
            <Table.ColumnHeader>{t("users.colUser")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("users.role")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("users.colCreated")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("users.colOpen")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("users.colOverdue")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("users.colActions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <WindowedBody rows={users} keyOf={keyOfUser} estimatedHeight={56} testIdOf={testIdOf}>
          {(user) => <UserRow {...row(user)} />}
        </WindowedBody>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export const keyOfUser = (user: UserSummary) => user._id;
export const testIdOf = (user: UserSummary) => `user-row-${user.email}`;

/**
 * One account's cells, plain elements with static classes (static-table.css, users-table.css) but for the
 * avatar and the badge. Memoised: a sort or a search moves rows without drawing them again.
 */
const UserRow = memo(function UserRow(props: UserRowProps) {
  const t = useT();
  const { user } = props;
  return (
    <>
      <td className="static-cell">
        <UserWho user={user} groups={props.groups} />
      </td>
      <td className="static-cell">{t(`role.${user.role}`)}</td>
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
