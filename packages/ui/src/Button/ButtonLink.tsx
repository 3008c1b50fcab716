import type { ReactNode } from "react";
import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components";
import { button, toneClass } from "./Button.css";
import type { ButtonSize, ButtonTone, ButtonVariant } from "./variants";

export type ButtonLinkProps = Omit<AriaLinkProps, "className" | "style" | "children"> & {
  children: ReactNode;
  href: string;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
};

/**
 * A link that looks like a button: navigation that works before hydration and without JavaScript. Client-side
 * routing comes from the app's react-aria `RouterProvider`, so this library never imports a router.
 */
export function ButtonLink({
  children,
  variant = "solid",
  tone = "primary",
  size = "md",
  fullWidth = false,
  icon,
  ...rest
}: ButtonLinkProps) {
  return (
    <AriaLink {...rest} className={[button({ size, fullWidth }), toneClass[variant][tone]].join(" ")}>
      {icon}
      <span>{children}</span>
    </AriaLink>
  );
}
