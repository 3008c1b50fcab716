import type { ReactNode } from "react";
import { ToggleButton, type ToggleButtonProps } from "react-aria-components";
import { CheckIcon, Icon } from "../Icon";
import { chip, toggleTone } from "./Chip.css";
import type { ChipSize, ChipTone } from "./variants";

export type ToggleChipProps = Omit<ToggleButtonProps, "className" | "style" | "children"> & {
  children: ReactNode;
  tone?: ChipTone;
  size?: ChipSize;
};

/**
 * A chip that switches something on or off (spec §4: the global search's entity chips). A react-aria ToggleButton:
 * `aria-pressed`, Space/Enter, and a check mark so the state is not told by colour alone.
 */
export function ToggleChip({ children, tone = "primary", size = "md", ...rest }: ToggleChipProps) {
  return (
    <ToggleButton {...rest} className={`${chip({ size })} ${toggleTone[tone]}`}>
      {({ isSelected }) => (
        <>
          {isSelected && <Icon icon={CheckIcon} size="sm" />}
          {children}
        </>
      )}
    </ToggleButton>
  );
}
