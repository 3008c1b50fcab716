import { Button, type ButtonProps } from "react-aria-components";
import { toneClass } from "../Button/Button.css";
import type { ButtonSize, ButtonTone, ButtonVariant } from "../Button/variants";
import { Icon, type IconComponent } from "../Icon";
import { Tooltip } from "../Tooltip";
import { iconButton } from "./IconButton.css";

export type IconButtonProps = Omit<ButtonProps, "className" | "style" | "children" | "aria-label"> & {
  icon: IconComponent;
  /** Required: the button's accessible name, and its tooltip, since the icon alone says nothing to a screen reader. */
  label: string;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  round?: boolean;
  /** Shows the label as a tooltip on hover and focus (default), so sighted users can read it too. */
  showTooltip?: boolean;
};

/** A button that is only an icon: close, edit, more. */
export function IconButton({
  icon,
  label,
  variant = "ghost",
  tone = "neutral",
  size = "md",
  round = false,
  showTooltip = true,
  ...rest
}: IconButtonProps) {
  const button = (
    <Button {...rest} aria-label={label} className={`${iconButton({ size, round })} ${toneClass[variant][tone]}`}>
      <Icon icon={icon} size={size === "lg" ? "lg" : "md"} />
    </Button>
  );
  return showTooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
