/**
 * `/recruiters`, the recruiter's home (spec §2 "Home link /recruiters"): a welcome, the entities they may read as
 * cards (the Entities panel's list, `entityMenu`), and their recent pages.
 */
import { entityPageQueries } from "@seleta/api-client";
import { entityMenu, localeOf, messageDescriptor, recentPageHref } from "@seleta/domain";
import { ButtonLink, Link } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link as AriaLink } from "react-aria-components";
import { useIntl } from "react-intl";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData } from "../pageData";
import type { Route } from "./+types/home";
import { useRecruiter } from "./layout";
import * as css from "./shell/pages.css";
import { RECENT_PAGES_FILTER, recentPagesFromStored } from "./shell/recentPages";

async function loadHome({ http, queryClient }: AppServices) {
  await pageData(queryClient.ensureQueryData(entityPageQueries.list(http, RECENT_PAGES_FILTER)));
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(requestServices({ request, context }));
}

export async function clientLoader() {
  return loadHome(appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function RecruiterHome() {
  const intl = useIntl();
  const me = useRecruiter();
  const http = useHttp();
  const entries = entityMenu(me);
  const recent = useSuspenseQuery(entityPageQueries.list(http, RECENT_PAGES_FILTER));
  const pages = recentPagesFromStored(recent.data);

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{intl.formatMessage({ id: "shell.home.title" }, { name: me.name })}</h1>
        <p className={css.lead}>{intl.formatMessage({ id: "shell.home.lead" })}</p>
      </header>

      <section className={css.section} aria-labelledby="home-entities">
        <h2 id="home-entities" className={css.sectionTitle}>
          {intl.formatMessage({ id: "shell.home.entities" })}
        </h2>
        {entries.length === 0 ? (
          <p className={css.muted}>{intl.formatMessage({ id: "shell.home.noEntities" })}</p>
        ) : (
          <ul className={css.cards}>
            {entries.map((entry) => (
              <li key={entry.route}>
                <AriaLink href={entry.route} className={css.tile}>
                  {intl.formatMessage(messageDescriptor(entry.label, localeOf(intl.locale)))}
                </AriaLink>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={css.section} aria-labelledby="home-recent">
        <h2 id="home-recent" className={css.sectionTitle}>
          {intl.formatMessage({ id: "shell.home.recent" })}
        </h2>
        {pages.length === 0 ? (
          <p className={css.muted}>{intl.formatMessage({ id: "shell.home.noRecent" })}</p>
        ) : (
          <ul className={css.list}>
            {pages.map((page) => (
              <li key={page.id}>
                <Link href={recentPageHref(page)}>{page.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div>
        <ButtonLink href="/recruiters/dashboard" variant="outline">
          {intl.formatMessage({ id: "shell.home.dashboard" })}
        </ButtonLink>
      </div>
    </div>
  );
}
