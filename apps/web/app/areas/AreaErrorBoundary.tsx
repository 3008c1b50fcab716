/**
 * The error page of an area's routes: a page's loader or component failed (the API answered an error, the record
 * does not exist, a chunk did not load). It replaces the page inside the area's shell, in the brand and the
 * visitor's language, with the status, what happened, a retry (a link to the same address: the route's loaders run
 * again, see `revalidateUnlessSearchChanged`) and the way back to the area's home. Every page route of an area exports it as its `ErrorBoundary`; the layout too.
 */
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { isRouteErrorResponse, useLocation } from "react-router";
import * as css from "./areaError.css";
import { routeErrorStatus } from "./pageData";

/** Where "back" goes: the area's home, the first segment of the path (`/recruiters/…` → `/recruiters`). */
export function areaHome(pathname: string): string {
  const first = pathname.split("/").find(Boolean);
  return first ? `/${first}` : "/";
}

export function AreaErrorBoundary({ error }: { error: unknown }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const status = routeErrorStatus(error);
  const message =
    status === 404
      ? intl.formatMessage({ id: "areas.error.notFound" })
      : status === 403
        ? intl.formatMessage({ id: "areas.error.forbidden" })
        : isRouteErrorResponse(error) && typeof error.data === "string" && error.data
          ? error.data
          : intl.formatMessage({ id: "areas.error.generic" });
  const home = areaHome(pathname);
  return (
    <section className={css.page} role="alert" aria-labelledby="area-error-title">
      <h1 id="area-error-title" className={css.status}>
        {status}
      </h1>
      <p className={css.message}>{message}</p>
      <div className={css.actions}>
        {status !== 404 ? (
          <ButtonLink href={pathname + search} variant="solid">
            {intl.formatMessage({ id: "areas.error.retry" })}
          </ButtonLink>
        ) : null}
        {home !== pathname ? (
          <ButtonLink href={home} variant="outline">
            {intl.formatMessage({ id: "areas.error.back" })}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
