/**
 * `/administrator` for a visitor who is not an administrator (spec §2 lists it among the public routes): what the
 * area is and how to get in (the recruiters' sign-in, which brings them back here), inside the public site's chrome.
 * A recruiter signed in without the administrator role is told so instead of being sent round to sign in again.
 */
import { ADMINISTRATOR_LANDING, loginPath } from "@seleta/domain";
import { ButtonLink } from "@seleta/ui";
import { useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root";
import { PublicChrome } from "../public/site/PublicChrome";
import * as styles from "../public/site/sitePages.css";

export function AdministratorLanding({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brand = root?.business.title ?? "Seleta";
  return (
    // The consent banner belongs to the public pages; this page of a signed-in area shows none.
    <PublicChrome consent={null}>
      <main className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage({ id: "areas.administratorLanding.title" })}</h1>
        <p className={styles.lead}>{intl.formatMessage({ id: "areas.administratorLanding.lead" }, { brand })}</p>
        <p>
          {intl.formatMessage({
            id: signedIn ? "areas.administratorLanding.notAdmin" : "areas.administratorLanding.who",
          })}
        </p>
        <div className={styles.actions}>
          {signedIn ? (
            <ButtonLink href="/">{intl.formatMessage({ id: "areas.administratorLanding.home" })}</ButtonLink>
          ) : (
            <ButtonLink href={loginPath("recruiters", ADMINISTRATOR_LANDING)}>
              {intl.formatMessage({ id: "areas.administratorLanding.signIn" })}
            </ButtonLink>
          )}
        </div>
      </main>
    </PublicChrome>
  );
}
