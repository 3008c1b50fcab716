import type { ReactNode } from "react";
import { Link as AriaLink, type LinkProps as AriaLinkProps } from "react-aria-components";
import { useIntl } from "react-intl";
import { ExternalLinkIcon } from "../Icon";
import { visuallyHidden } from "../VisuallyHidden";
import * as styles from "./Link.css";
import type { LinkVariant } from "./variants";

export type LinkProps = Omit<AriaLinkProps, "className" | "style" | "children" | "target" | "rel"> & {
  children: ReactNode;
  variant?: LinkVariant;
  /** Opens in a new tab, safely (`noopener`), with an icon and a spoken "(abre em nova aba)". */
  isExternal?: boolean;
};

/**
 * A react-aria Link: a real `<a href>` that works before hydration. Client-side routing comes from the app's
 * react-aria `RouterProvider` (apps/web root), so this library never imports a router.
 */
export function Link({ children, variant = "inline", isExternal = false, ...rest }: LinkProps) {
  const intl = useIntl();
  return (
    <AriaLink
      {...rest}
      {...(isExternal ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className={`${styles.link} ${styles.variant[variant]}`}
    >
      {children}
      {isExternal && (
        <>
          <ExternalLinkIcon className={styles.externalIcon} width="0.9em" height="0.9em" aria-hidden="true" />
          <span className={visuallyHidden}> {intl.formatMessage({ id: "ui.link.newTab" })}</span>
        </>
      )}
    </AriaLink>
  );
}
