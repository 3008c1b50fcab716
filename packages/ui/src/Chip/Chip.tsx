import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { useIntl } from "react-intl";
import { CloseIcon, Icon } from "../Icon";
import { chip, removeButton } from "./Chip.css";
import type { ChipSize } from "./variants";

export type ChipProps = {
  /** A string, because the remove button's name is built from it ("Remover {label}"). */
  children: string;
  size?: ChipSize;
  icon?: ReactNode;
  /** Shows a remove button; the chip itself stays non-interactive so only one thing takes focus. */
  onRemove?: () => void;
};

/** A compact value: a filter in use, a skill, a recipient. Removable when `onRemove` is given. */
export function Chip({ children, size = "md", icon, onRemove }: ChipProps) {
  const intl = useIntl();
  return (
    <span className={chip({ size })}>
      {icon}
      <span>{children}</span>
      {onRemove && (
        <Button
          className={removeButton}
          aria-label={intl.formatMessage({ id: "ui.chip.remove" }, { label: children })}
          onPress={onRemove}
        >
          <Icon icon={CloseIcon} size="sm" />
        </Button>
      )}
    </span>
  );
}
