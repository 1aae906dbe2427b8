import { memo } from "react";
import { WindowedList } from "@/components/table/window-rows";
import { useT } from "@/lib/i18n/use-t";
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
  const t = useT();
  const { user } = props;
  return (
    <div className="users-card">
      <UserWho user={user} groups={props.groups} />
      <p className="static-small static-muted">
        {t(`role.${user.role}`)} · {t("users.created", { date: createdOf(user) })}
        {user.role === "student" && (
          <>
            {" · "}
            <span data-testid="open-tasks">{user.openTasks}</span>{" "}
            {t("users.openAfterCount", { count: user.openTasks })} ·{" "}
            <span className={user.overdueTasks > 0 ? "users-warn" : undefined}>
              {t("users.overdueCount", { count: user.overdueTasks })}
            </span>
          </>
        )}
      </p>
      <UserActions {...props} />
    </div>
  );
});
