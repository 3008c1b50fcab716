import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { ListBox, ListBoxItem } from "react-aria-components";
import * as s from "./listBox.css";

/** An option of Select, ComboBox and the multi-select. `id` is what the field's value holds. */
export type FieldOption = { id: string; label: string; isDisabled?: boolean };

/** The option list inside a field's popover: the same look, check mark and keyboard behaviour everywhere. */
export function OptionList({ items, empty }: { items?: Iterable<FieldOption>; empty?: ReactNode }) {
  return (
    <ListBox
      className={s.listBox}
      items={items}
      renderEmptyState={empty ? () => <div className={s.emptyState}>{empty}</div> : undefined}
    >
      {(option: FieldOption) => (
        <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={s.option}>
          {({ isSelected }) => (
            <>
              <span className={s.optionCheck} aria-hidden="true">
                {isSelected ? <Check /> : null}
              </span>
              <span>{option.label}</span>
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
