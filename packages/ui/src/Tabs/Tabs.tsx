import type { ReactNode } from "react";
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { visuallyHidden } from "../overlayParts/parts.css";
import { badgeText } from "./badgeText";
import * as css from "./Tabs.css";

export type TabsProps = Omit<AriaTabsProps, "className" | "style">;

/**
 * Tabs with react-aria's keyboard model: arrow keys move between tabs (and select them, unless
 * `keyboardActivation="manual"`), Home/End jump, disabled tabs are skipped. Controlled with `selectedKey` +
 * `onSelectionChange` or uncontrolled with `defaultSelectedKey`.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={css.tabs} />;
}

export type TabListProps<T extends object = object> = Omit<AriaTabListProps<T>, "className" | "style"> & {
  "aria-label": string;
};

export function TabList<T extends object = object>(props: TabListProps<T>) {
  return <AriaTabList<T> {...props} className={css.tabList} />;
}

export type TabProps = Omit<AriaTabProps, "className" | "style" | "children"> & {
  children: ReactNode;
  /** An unread count; 0 or none shows no badge. */
  badge?: number;
  /** What a screen reader hears for the badge; default "{count} novos". */
  badgeLabel?: string;
};

export function Tab({ children, badge, badgeLabel, ...rest }: TabProps) {
  const intl = useIntl();
  const hasBadge = badge !== undefined && badge > 0;
  return (
    <AriaTab {...rest} className={css.tab}>
      {children}
      {hasBadge ? (
        <>
          {/* The digits are decoration; the hidden text says what they count, in the user's language. */}
          <span className={css.badge} aria-hidden="true">
            {badgeText(badge)}
          </span>
          <span className={visuallyHidden}>
            {badgeLabel ?? intl.formatMessage({ id: "ui.tabs.badge" }, { count: badge })}
          </span>
        </>
      ) : null}
    </AriaTab>
  );
}

export type TabPanelProps = Omit<AriaTabPanelProps, "className" | "style">;

export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={css.panel} />;
}
