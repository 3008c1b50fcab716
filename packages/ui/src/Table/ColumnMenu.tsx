import type { RefObject } from "react";
import type { MenuFocus } from "../LazyPart";
import { MenuItem, MenuPopover } from "../Menu";

export type ColumnMenuProps = {
  triggerRef: RefObject<Element | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  autoFocus: MenuFocus;
  label: string;
  /** The columns a user may hide. */
  columns: readonly { id: string; header: string }[];
  /** The ids of those shown. */
  shown: readonly string[];
  onShownChange: (shown: string[]) => void;
};

/** The column chooser's menu: one checkbox item per hideable column; it stays open while they are toggled. */
export function ColumnMenu({
  triggerRef,
  isOpen,
  onOpenChange,
  autoFocus,
  label,
  columns,
  shown,
  onShownChange,
}: ColumnMenuProps) {
  return (
    <MenuPopover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      autoFocus={autoFocus}
      aria-label={label}
      placement="bottom end"
      selectionMode="multiple"
      selectedKeys={new Set(shown)}
      onSelectionChange={(keys) =>
        onShownChange(keys === "all" ? columns.map((column) => column.id) : [...keys].map(String))
      }
    >
      {columns.map((column) => (
        <MenuItem key={column.id} id={column.id}>
          {column.header}
        </MenuItem>
      ))}
    </MenuPopover>
  );
}
