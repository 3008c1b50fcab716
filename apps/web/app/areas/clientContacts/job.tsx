/**
 * `/client_contacts/jobs/{job_title}/{uid}` (spec §2): one job of the contact's company, named by its uid (or its id
 * when it has none); the title's slug only makes the address readable, so another slug redirects to the job's own.
 * The shortlists sent to the contact link to their review (`/client_contacts/shortlists/{relationshipUid}`).
 */
import { clientPortalQueries } from "@seleta/api-client";
import { clientJobPath } from "@seleta/domain";
import { ClientJobDetail } from "@seleta/domain/widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { redirect } from "react-router";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/job";
import { loadPortalPage } from "./pageData";

async function loadJob(request: Request, ref: string, services: AppServices = appServices()) {
  const job = await loadPortalPage(request, services, ({ http, queryClient }) =>
    queryClient.ensureQueryData(clientPortalQueries.job(http, ref)),
  );
  const canonical = clientJobPath(job.job);
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical);
  return { ref };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadJob(request, params.ref, requestServices({ request, context }));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadJob(request, params.ref);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactJob({ loaderData }: Route.ComponentProps) {
  const job = useSuspenseQuery(clientPortalQueries.job(useHttp(), loaderData.ref));
  return <ClientJobDetail data={job.data} />;
}
