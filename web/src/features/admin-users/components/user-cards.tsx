import { memo } from "react";
import { WindowedList } from "@/components/table/window-rows";
import { createdOf, UserActions, UserWho, type UserRowProps, type UsersListProps } from "./user-parts";
import { keyOfUser, testIdOf } from "./users-table";
import "@/components/table/static-table.css";
import "../users-table.css";

/** The accounts as cards, one under the other, with only those near the screen drawn (WindowedList). */
export function UserCards({ label, users, row }: UsersListProps) {
  return (
    <WindowedList
      rows={users}
      keyOf={keyOfUser}
      estimatedHeight={132}
      testIdOf={testIdOf}
      label={label}
      className="users-cards"
    >
      {(user) => <UserCard {...row(user)} />}
    </WindowedList>
  );
}

/** On a phone, one account as a card: who, their role and tasks, and the same actions as a row's. */
const UserCard = memo(function UserCard(props: UserRowProps) {
  const { user } = props;
  return (
    <div className="users-card">
      <UserWho user={user} groups={props.groups} />
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
