import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { isRouteErrorResponse } from "react-router";
import * as styles from "./errorPanel.css";

/** The status an error page shows: the response's own, 500 for anything thrown. */
export function errorStatusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * Spec §8's error page body: the status code, a message ('This page could not be found' for 404), and 'Voltar'
 * back to /. A page not found also offers the ways on a visitor most likely wants: the jobs, the home, contact.
 */
export function ErrorPanel({ error }: { error: unknown }) {
  const intl = useIntl();
  const status = errorStatusOf(error);
  const message =
    status === 404
      ? intl.formatMessage({ id: "error.notFound" })
      : isRouteErrorResponse(error) && typeof error.data === "string" && error.data
        ? error.data
        : intl.formatMessage({ id: "error.generic" });
  return (
    <main className={styles.errorPanel}>
      <h1 className={styles.errorStatus}>{status}</h1>
      <p className={styles.errorMessage}>{message}</p>
      {status === 404 ? (
        <ul className={styles.waysOn} aria-label={intl.formatMessage({ id: "error.waysOn" })}>
          <li>
            <a href="/jobs">{intl.formatMessage({ id: "error.waysOn.jobs" })}</a>
          </li>
          <li>
            <a href="/home">{intl.formatMessage({ id: "error.waysOn.home" })}</a>
          </li>
          <li>
            <a href="/contact">{intl.formatMessage({ id: "error.waysOn.contact" })}</a>
          </li>
        </ul>
      ) : null}
      <div>
        <ButtonLink href="/" variant="outline">
          {intl.formatMessage({ id: "error.back" })}
        </ButtonLink>
      </div>
    </main>
  );
}
