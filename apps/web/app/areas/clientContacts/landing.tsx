/**
 * `/client_contacts/`, the client contacts' login and home (spec §2: login, logout and home all go there): an
 * anonymous visitor gets the sign-in (auth/SignInScreen.tsx, the recruiters' own, with the client contacts'
 * strategy), which returns them to the page they asked for (`?redirect=`) or here; a client contact gets a greeting
 * and their company's jobs. A user of another strategy never reaches it (the layout's guard sends them home).
 */
import { clientPortalQueries } from "@seleta/api-client";
import { CLIENT_PORTAL_FORGOT_PASSWORD } from "@seleta/domain";
import { ClientJobList, clientPortalMessages, useMessage } from "@seleta/domain/widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useRouteLoaderData } from "react-router";
import { authMeta } from "../../auth/AuthFrame";
import { SignInScreen } from "../../auth/SignInScreen";
import { SIGN_IN_PAGE_SETS } from "../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../i18n/messages";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData } from "../pageData";
import type { Route } from "./+types/landing";
import * as css from "./clientContacts.css";
import { clientContactSession } from "./guard";
import type { loader as layoutLoader } from "./layout";

const M = clientPortalMessages.messages;

/** The sign-in's texts (the layout names the portal's). */
const messageSets = SIGN_IN_PAGE_SETS;

async function loadLanding(request: Request, services: AppServices) {
  const me = await clientContactSession(request, services);
  if (me) await pageData(services.queryClient.ensureQueryData(clientPortalQueries.jobs(services.http)));
  return { signedIn: me !== null, messageSets };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLanding(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    loadLanding(request, appServices()),
    loadMessageSets(documentLocale(), messageSets),
  ]);
  return data;
}

export function meta({ matches }: Route.MetaArgs) {
  return authMeta(matches);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactsLanding({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  if (!loaderData.signedIn) {
    return (
      <SignInScreen
        strategy="client_contacts"
        title={intl.formatMessage({ id: "auth.login.clientContactsTitle" })}
        lead={intl.formatMessage({ id: "auth.login.clientContactsLead" })}
        forgotHref={CLIENT_PORTAL_FORGOT_PASSWORD}
      />
    );
  }
  return <ClientContactHome />;
}

function ClientContactHome() {
  const say = useMessage();
  const http = useHttp();
  const layout = useRouteLoaderData<typeof layoutLoader>("clientContacts/layout");
  const jobs = useSuspenseQuery(clientPortalQueries.jobs(http));
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{say(M.greeting, { name: layout?.me?.name ?? "" })}</h1>
        <p className={css.lead}>{say(M.homeLead)}</p>
      </header>
      <section className={css.page} aria-labelledby="client-home-jobs">
        <h2 id="client-home-jobs" className={css.subtitle}>
          {say(M.jobsTitle)}
        </h2>
        <ClientJobList jobs={jobs.data} headingLevel={3} />
      </section>
    </div>
  );
}
