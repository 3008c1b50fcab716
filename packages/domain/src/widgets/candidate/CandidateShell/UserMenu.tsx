import { CandidatesIcon, Icon, LogOutIcon, MenuItem, MenuPopover } from "@seleta/ui";
import type { RefObject } from "react";

export type UserMenuProps = {
  readonly triggerRef: RefObject<Element | null>;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly label: string;
  readonly settingsLabel: string;
  readonly signOutLabel: string;
  readonly onSignOut: () => void;
};

/** The avatar menu's popover: the candidate's settings, and Sair. */
export function UserMenu({
  triggerRef,
  isOpen,
  onOpenChange,
  label,
  settingsLabel,
  signOutLabel,
  onSignOut,
}: UserMenuProps) {
  return (
    <MenuPopover
      aria-label={label}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      onAction={(key) => {
        if (key === "logout") onSignOut();
      }}
    >
      <MenuItem id="settings" href="/candidates/settings" icon={<Icon icon={CandidatesIcon} size="sm" />}>
        {settingsLabel}
      </MenuItem>
      <MenuItem id="logout" icon={<Icon icon={LogOutIcon} size="sm" />}>
        {signOutLabel}
      </MenuItem>
    </MenuPopover>
  );
}
