import { Button, CloseIcon, DeleteIcon, Icon, IconButton, ListIcon, SpeedDial } from "@seleta/ui";
import { Link as AriaLink } from "react-aria-components";
import type { EntityIcon } from "../../entities/defineEntity";
import {
  type RecentPage,
  type RecentPagesAction,
  recentPageHref,
  recentPagesMessages,
  recentPagesReducer,
} from "../../state/recentPages";
import { entityGlyph } from "../entityIcons";
import { useMessage } from "../useMessage";
import * as css from "./HistorySpeedDial.css";

const M = recentPagesMessages.messages;

export type HistorySpeedDialProps = {
  /** Newest first (the app keeps them: `recentPagesReducer` with `visited` on each navigation). */
  pages: readonly RecentPage[];
  /** The list after a close or 'Clear all', computed by the same reducer. */
  onChange: (pages: readonly RecentPage[]) => void;
  /** Pinned to the bottom-left corner of the viewport (spec §2); off inside a layout or a story. */
  isFixed?: boolean;
  defaultOpen?: boolean;
};

/**
 * Spec §2 history speed-dial at the bottom-left: recent pages, each a link to its stored path plus its optional
 * query, with a close button per item and a 'Clear all' button.
 */
export function HistorySpeedDial({ pages, onChange, isFixed = true, defaultOpen }: HistorySpeedDialProps) {
  const t = useMessage();
  const change = (action: RecentPagesAction) => onChange(recentPagesReducer({ pages }, action).pages);
  return (
    <SpeedDial
      label={t(M.title)}
      icon={
        <span className={css.fabGlyph}>
          <Icon icon={ListIcon} size="md" />
        </span>
      }
      placement="start"
      isFixed={isFixed}
      defaultOpen={defaultOpen}
    >
      {pages.length === 0 ? (
        <p className={css.empty}>{t(M.empty)}</p>
      ) : (
        <>
          <ul className={css.list}>
            {pages.map((page) => (
              <li key={page.id} className={css.entry}>
                <AriaLink href={recentPageHref(page)} className={css.link}>
                  <span className={css.icon} aria-hidden="true">
                    <Icon icon={entityGlyph(page.icon as EntityIcon | undefined)} size="sm" />
                  </span>
                  {page.name}
                </AriaLink>
                <IconButton
                  icon={CloseIcon}
                  size="sm"
                  round
                  showTooltip={false}
                  label={t(M.remove, { name: page.name })}
                  onPress={() => change({ type: "removed", id: page.id })}
                />
              </li>
            ))}
          </ul>
          <Button
            variant="soft"
            tone="neutral"
            size="sm"
            icon={<Icon icon={DeleteIcon} size="sm" />}
            onPress={() => change({ type: "cleared" })}
          >
            {t(M.clearAll)}
          </Button>
        </>
      )}
    </SpeedDial>
  );
}
