import { Button, dialogButtonProps, FilterIcon, lazyWithPreload, preloadOnIntent, useOpenedOnce } from "@seleta/ui";
import { Suspense, useState } from "react";
import { uiMessages } from "../../i18n/uiMessages";
import { useMessage } from "../useMessage";
import type { FilterPanelProps } from "./FilterPanel";

/**
 * The filter editor and its fields (selects, pickers, checkboxes, react-aria's overlays) load on the first opening,
 * preloaded when the button is pointed at or focused: a list's first screen draws the button alone.
 */
const FilterPanel = lazyWithPreload(() => import("./FilterPanel").then((module) => module.FilterPanel));

type Props = Omit<FilterPanelProps, "isOpen" | "onOpenChange"> & {
  /** How many conditions and presets are on, for the button's label. */
  activeCount: number;
};

/** The list's filters button (spec §2 "filters") and the dialog it opens (FilterPanel). */
export function FilterDialog({ activeCount, ...panel }: Props) {
  const text = useMessage();
  const [isOpen, setOpen] = useState(false);
  const opened = useOpenedOnce(isOpen);
  const label = text(uiMessages.messages.filters);
  return (
    <>
      <Button
        variant="outline"
        tone="neutral"
        size="sm"
        icon={<FilterIcon size={16} aria-hidden="true" />}
        {...preloadOnIntent(FilterPanel)}
        {...dialogButtonProps(isOpen, () => setOpen(true))}
      >
        {activeCount > 0 ? `${label} (${activeCount})` : label}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FilterPanel {...panel} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
