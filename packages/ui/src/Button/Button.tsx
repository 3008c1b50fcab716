import { type ReactNode, type Ref, useEffect } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { button, spinner, toneClass } from "./Button.css";
import { nameLiveAnnouncements } from "./liveAnnouncements";
import type { ButtonSize, ButtonTone, ButtonVariant } from "./variants";

export type ButtonProps = Omit<AriaButtonProps, "className" | "style" | "children"> & {
  children: ReactNode;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label for screen readers and ignores presses until the work ends. */
  isLoading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** The button element: what a lazy menu or popover opens from (`MenuPopover`'s `triggerRef`). */
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  children,
  variant = "solid",
  tone = "primary",
  size = "md",
  fullWidth = false,
  isLoading = false,
  icon,
  ...rest
}: ButtonProps) {
  // react-aria announces a busy button by reference to it; the message must outlive the button (liveAnnouncements.ts).
  useEffect(() => {
    if (isLoading) nameLiveAnnouncements();
  }, [isLoading]);
  return (
    <AriaButton
      {...rest}
      isPending={isLoading}
      className={[button({ size, fullWidth }), toneClass[variant][tone]].join(" ")}
    >
      {isLoading ? <span className={spinner} aria-hidden="true" /> : icon}
      <span>{children}</span>
    </AriaButton>
  );
}
