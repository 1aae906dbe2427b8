import { Avatar, Button, Menu, Portal } from "@chakra-ui/react";
import { Suspense } from "react";
import { useNavigate } from "react-router-dom";
import type { User } from "@common/api-types";
import { paths } from "@/config/routes";
import { useLogout } from "../api/logout";
import { lazyNamed } from "@/lib/lazy-named";
import { useT } from "@/lib/i18n/use-t";

// Shown only when a proof still waits at logout: its dialog code loads then.
const WaitingProofsDialog = lazyNamed(() => import("./waiting-proofs-dialog"), "WaitingProofsDialog");

export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const t = useT();
  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }} lazyMount unmountOnExit>
        <Menu.Trigger asChild>
          <Button variant="ghost" px="1" aria-label={t("menu.account", { name: user.name })}>
            <Avatar.Root size="sm" aria-hidden="true">
              <Avatar.Fallback name={user.name} />
              {user.picture && <Avatar.Image src={`${user.picture}?size=thumb`} alt="" />}
            </Avatar.Root>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="profile" onSelect={() => navigate(paths.profile)}>
                {t("menu.profile")}
              </Menu.Item>
              <Menu.Item value="dashboard" onSelect={() => navigate(paths.dashboard)}>
                {t("menu.dashboard")}
              </Menu.Item>
              <Menu.Item value="logout" onSelect={logout.logout} disabled={logout.isPending}>
                {t("menu.logout")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {logout.waiting && (
        <Suspense fallback={null}>
          <WaitingProofsDialog
            waiting={logout.waiting}
            pending={logout.isPending}
            onSendFirst={logout.sendFirst}
            onDiscard={logout.discardAndLogout}
            onClose={logout.keepSignedIn}
          />
        </Suspense>
      )}
    </>
  );
}
