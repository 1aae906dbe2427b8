import { Avatar, Badge } from "@chakra-ui/react";
import type { UserSummary } from "@common/api-types";
import { toCalendarDate } from "@common/calendar-date";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n/use-t";

/** The accounts as the page lists them (a table, or cards on a phone), each row's props from `row`. */
export interface UsersListProps {
  label: string;
  users: UserSummary[];
  row: (user: UserSummary) => UserRowProps;
}

export interface UserRowProps {
  user: UserSummary;
  /** The signed-in admin's own row: they can neither deactivate nor delete themselves. */
  isMe: boolean;
  onEdit: (user: UserSummary) => void;
  onToggleActive: (user: UserSummary) => void;
  onDelete: (user: UserSummary) => void;
  /** Sends the account's invitation (again): offered while it has never been signed in to. */
  onInvite: (user: UserSummary) => void;
  /** The names of the groups the account is in, joined (a string, so that a memoised row compares it by value). */
  groups: string;
}

export const createdOf = (user: UserSummary) =>
  user.createdAt ? formatDate(toCalendarDate(new Date(user.createdAt)), "medium") : "—";

export function UserWho({ user, groups }: { user: UserSummary; groups: string }) {
  const t = useT();
  return (
    <div className="users-who">
      <Avatar.Root size="sm">
        <Avatar.Fallback name={user.name} aria-hidden />
        {user.picture && <Avatar.Image src={`${user.picture}?size=thumb`} alt="" />}
      </Avatar.Root>
      {/* Each line is cut where it is too long for its column, with the whole of it in its title. */}
      <div>
        <p className="static-strong" title={user.name}>
          {user.name}
        </p>
        <p className="static-muted" title={user.email}>
          {user.email}
        </p>
        {groups && (
          <p className="static-small static-muted" title={t("users.groupsOf", { groups })}>
            {t("users.groupsOf", { groups })}
          </p>
        )}
        {user.awaitingSignIn && (
          <Badge colorPalette="purple" size="sm" mt="1">
            {user.awaitingSignIn.invitedAt ? t("users.invited") : t("users.notSignedIn")}
          </Badge>
        )}
      </div>
      {!user.active && <Badge colorPalette="orange">{t("users.deactivated")}</Badge>}
    </div>
  );
}

export function UserActions({ user, isMe, onEdit, onToggleActive, onDelete, onInvite }: UserRowProps) {
  const t = useT();
  const invited = Boolean(user.awaitingSignIn?.invitedAt);
  return (
    <div className="users-actions">
      {user.awaitingSignIn && user.active && (
        <button
          type="button"
          className="static-button users-action"
          aria-label={
            invited ? t("users.resendLabel", { name: user.name }) : t("users.sendInvitationLabel", { name: user.name })
          }
          onClick={() => onInvite(user)}
        >
          {invited ? t("users.resend") : t("users.sendInvitation")}
        </button>
      )}
      <button
        type="button"
        className="static-button users-action"
        aria-label={t("users.editLabel", { name: user.name })}
        onClick={() => onEdit(user)}
      >
        {t("common.edit")}
      </button>
      <button
        type="button"
        className="static-button users-action"
        aria-label={
          user.active
            ? t("users.deactivateLabel", { name: user.name })
            : t("users.reactivateLabel", { name: user.name })
        }
        disabled={isMe}
        onClick={() => onToggleActive(user)}
      >
        {user.active ? t("users.deactivate") : t("users.reactivate")}
      </button>
      <button
        type="button"
        className="static-button users-action"
        data-danger
        aria-label={t("users.deleteLabel", { name: user.name })}
        disabled={isMe}
        onClick={() => onDelete(user)}
      >
        {t("common.delete")}
      </button>
    </div>
  );
}
