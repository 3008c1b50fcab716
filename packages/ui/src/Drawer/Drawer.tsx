import { createContext, type ReactNode, useContext, useId } from "react";
import { Button as AriaButton, Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components";
import { useIntl } from "react-intl";
import { MenuIcon } from "../overlayParts/icons";
import { iconButton, visuallyHidden } from "../overlayParts/parts.css";
import { useControllableState } from "../overlayParts/useControllableState";
import { Tooltip } from "../Tooltip";
import * as css from "./Drawer.css";

const MiniContext = createContext(false);

export type DrawerProps = {
  /** Accessible name of the navigation landmark ("Menu principal"). */
  "aria-label": string;
  /** `DrawerItem`s. */
  children: ReactNode;
  /** Logo or title beside the toggle; hidden while mini. */
  header?: ReactNode;
  isMini?: boolean;
  defaultMini?: boolean;
  onMiniChange?: (isMini: boolean) => void;
};

/**
 * The layouts' side navigation (spec §4: drawers toggle between mini and open). Mini keeps only the icons; their
 * labels stay in the accessibility tree and show as tooltips, so nothing is lost when the drawer is narrow.
 */
export function Drawer({
  "aria-label": ariaLabel,
  children,
  header,
  isMini: isMiniProp,
  defaultMini = false,
  onMiniChange,
}: DrawerProps) {
  const intl = useIntl();
  const [isMini, setMini] = useControllableState(isMiniProp, defaultMini, onMiniChange);
  const listId = useId();
  return (
    <nav aria-label={ariaLabel} className={css.drawer} data-mini={isMini || undefined}>
      <div className={css.top}>
        <AriaButton
          className={iconButton}
          aria-label={intl.formatMessage({ id: isMini ? "ui.drawer.expand" : "ui.drawer.collapse" })}
          aria-expanded={!isMini}
          aria-controls={listId}
          onPress={() => setMini(!isMini)}
        >
          <MenuIcon size={18} />
        </AriaButton>
        {isMini || !header ? null : <div className={css.header}>{header}</div>}
      </div>
      <MiniContext.Provider value={isMini}>
        <ul id={listId} className={css.list}>
          {children}
        </ul>
      </MiniContext.Provider>
    </nav>
  );
}

export type DrawerItemProps = Omit<AriaLinkProps, "className" | "style" | "children"> & {
  label: string;
  icon: ReactNode;
  /** The page the user is on: `aria-current="page"` and the selected look. */
  isCurrent?: boolean;
};

export function DrawerItem({ label, icon, isCurrent = false, ...linkProps }: DrawerItemProps) {
  const isMini = useContext(MiniContext);
  const link = (
    <AriaLink
      {...linkProps}
      className={css.item}
      aria-current={isCurrent ? "page" : undefined}
      data-current={isCurrent || undefined}
    >
      <span className={css.itemIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={isMini ? visuallyHidden : undefined}>{label}</span>
    </AriaLink>
  );
  return (
    <li>
      {isMini ? (
        <Tooltip content={label} placement="end" delay={300}>
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </li>
  );
}
