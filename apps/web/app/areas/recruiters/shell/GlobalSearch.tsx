import { globalSearchMessages } from "@seleta/domain";
import {
  Icon,
  lazyWithPreload,
  preloadOnIntent,
  SearchIcon,
  searchBox,
  searchBoxShortcut,
  searchBoxText,
} from "@seleta/ui";
import { Suspense, useEffect, useState } from "react";
import { Button as AriaButton } from "react-aria-components";
import { useIntl } from "react-intl";

// The dialog (its field, chips and result list) is code most page views never run: it loads on the first opening,
// preloaded when the search box is pointed at or focused.
const GlobalSearchPanel = lazyWithPreload(() =>
  import("./GlobalSearchPanel").then((module) => module.GlobalSearchPanel),
);

const isApple = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The bar's read-only search box (spec §2): a press or Ctrl/⌘+K opens the global search dialog. Each press mounts
 * the dialog afresh (it opens as it mounts, and closing clears it anyway, spec §4); once loaded, the dialog listens
 * for Ctrl/⌘+K itself.
 */
export function GlobalSearch() {
  const intl = useIntl();
  const [openings, setOpenings] = useState(0);
  const [shortcut, setShortcut] = useState("Ctrl K");

  useEffect(() => setShortcut(isApple() ? "⌘K" : "Ctrl K"), []);

  useEffect(() => {
    if (openings > 0) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      setOpenings(1);
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [openings]);

  return (
    <>
      <AriaButton
        className={searchBox}
        {...preloadOnIntent(GlobalSearchPanel)}
        onPress={() => setOpenings((count) => count + 1)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Icon icon={SearchIcon} size="sm" />
        <span className={searchBoxText}>
          {intl.formatMessage({ id: globalSearchMessages.messages.placeholder.id })}
        </span>
        <span className={searchBoxShortcut} aria-hidden="true">
          {shortcut}
        </span>
      </AriaButton>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <GlobalSearchPanel key={openings} />
        </Suspense>
      ) : null}
    </>
  );
}
