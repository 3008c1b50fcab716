/** `/client_contacts/jobs` (spec §2 menu "Job"): the contact's company's jobs, with counts and the latest shortlist. */
import { clientPortalQueries } from "@seleta/api-client";
import { ClientJobList, clientPortalMessages, useMessage } from "@seleta/domain/widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/jobs";
import * as css from "./clientContacts.css";
import { loadPortalPage } from "./pageData";

const M = clientPortalMessages.messages;

const loadJobs = (request: Request, services = appServices()) =>
  loadPortalPage(request, services, ({ http, queryClient }) =>
    queryClient.ensureQueryData(clientPortalQueries.jobs(http)).then(() => null),
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJobs(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadJobs(request);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactJobs() {
  const say = useMessage();
  const jobs = useSuspenseQuery(clientPortalQueries.jobs(useHttp()));
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{say(M.jobsTitle)}</h1>
        <p className={css.lead}>{say(M.jobsLead)}</p>
      </header>
      <ClientJobList jobs={jobs.data} />
    </div>
  );
}
