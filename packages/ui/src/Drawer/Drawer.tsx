import { type ReactNode, Suspense, useContext, useId } from "react";
import {
  Button as AriaButton,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  TooltipTrigger,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { dialogButtonProps, lazyWithPreload, preloadOnIntent, useOpenedOnce } from "../LazyPart";
import { MenuIcon } from "../overlayParts/icons";
import { iconButton, visuallyHidden } from "../overlayParts/parts.css";
import { useControllableState } from "../overlayParts/useControllableState";
import * as css from "./Drawer.css";

import { CloseSheetContext, MiniContext } from "./drawerContext";

/**
 * The modal sheet and react-aria's overlay machinery behind it (modal, focus trap, scroll lock) load when the sheet
 * first opens: a closed sheet renders nothing, and every page with a drawer would otherwise carry them.
 */
/**
 * The mini drawer's tooltips likewise load when the drawer first turns mini. Only the bubble waits for its chunk:
 * the trigger is there from the start, so an item focused before the chunk arrives keeps its focus.
 */
const TooltipBubble = lazyWithPreload(() => import("../Tooltip/TooltipBubble").then((module) => module.TooltipBubble));

const DrawerSheet = lazyWithPreload(() => import("./DrawerSheet").then((module) => module.DrawerSheet));

/**
 * `responsive`: the side drawer from the mobile breakpoint (1264 px) up, a modal sheet below it (CSS decides, so the
 * server renders the right one without knowing the screen). `side` and `modal` force one.
 */
export const DRAWER_LAYOUTS = ["responsive", "side", "modal"] as const;
export type DrawerLayout = (typeof DRAWER_LAYOUTS)[number];

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
  layout?: DrawerLayout;
  /** The modal sheet (below the mobile breakpoint) is open. */
  isSheetOpen?: boolean;
  defaultSheetOpen?: boolean;
  onSheetOpenChange?: (isOpen: boolean) => void;
};

/**
 * The layouts' side navigation (spec §4: drawers toggle between mini and open). Mini keeps only the icons; their
 * labels stay in the accessibility tree and show as tooltips, so nothing is lost when the drawer is narrow.
 *
 * Below the mobile breakpoint the drawer is a modal sheet instead: a menu button opens it from the inline start,
 * focus stays inside while it is open, Escape, the scrim or the close button close it, and focus returns to the
 * menu button (react-aria's Modal).
 */
export function Drawer({
  "aria-label": ariaLabel,
  children,
  header,
  isMini: isMiniProp,
  defaultMini = false,
  onMiniChange,
  layout = "responsive",
  isSheetOpen: isSheetOpenProp,
  defaultSheetOpen = false,
  onSheetOpenChange,
}: DrawerProps) {
  const intl = useIntl();
  const [isMini, setMini] = useControllableState(isMiniProp, defaultMini, onMiniChange);
  const [isSheetOpen, setSheetOpen] = useControllableState(isSheetOpenProp, defaultSheetOpen, onSheetOpenChange);
  const listId = useId();
  // Mounted from the first opening on, so it can play its closing transition and return focus afterwards.
  const sheetUsed = useOpenedOnce(isSheetOpen);

  const side = (
    <nav
      aria-label={ariaLabel}
      className={[css.drawer, layout === "responsive" ? css.desktopOnly : ""].join(" ")}
      data-mini={isMini || undefined}
    >
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
  if (layout === "side") return side;

  const sheet = (
    <>
      <AriaButton
        className={[iconButton, layout === "responsive" ? css.mobileOnly : ""].join(" ")}
        aria-label={intl.formatMessage({ id: "ui.drawer.open" })}
        {...preloadOnIntent(DrawerSheet)}
        {...dialogButtonProps(isSheetOpen, () => setSheetOpen(true))}
      >
        <MenuIcon size={18} />
      </AriaButton>
      {sheetUsed ? (
        <Suspense fallback={null}>
          <DrawerSheet aria-label={ariaLabel} header={header} isOpen={isSheetOpen} onOpenChange={setSheetOpen}>
            {children}
          </DrawerSheet>
        </Suspense>
      ) : null}
    </>
  );
  if (layout === "modal") return sheet;
  return (
    <>
      {side}
      {sheet}
    </>
  );
}

export type DrawerItemProps = Omit<AriaLinkProps, "className" | "style" | "children"> & {
  label: string;
  icon: ReactNode;
  /** The page the user is on: `aria-current="page"` and the selected look. */
  isCurrent?: boolean;
};

export function DrawerItem({ label, icon, isCurrent = false, onPress, ...linkProps }: DrawerItemProps) {
  const isMini = useContext(MiniContext);
  const closeSheet = useContext(CloseSheetContext);
  const link = (
    <AriaLink
      {...linkProps}
      onPress={(event) => {
        onPress?.(event);
        closeSheet?.();
      }}
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
        <TooltipTrigger delay={300}>
          {link}
          <Suspense fallback={null}>
            <TooltipBubble placement="end">{label}</TooltipBubble>
          </Suspense>
        </TooltipTrigger>
      ) : (
        link
      )}
    </li>
  );
}
