/** `/client_contacts/projects/{id}`: a project of the company and its jobs, for its portal administrators. */
import { clientPortalQueries } from "@seleta/api-client";
import { ClientProjectDetail } from "@seleta/domain/widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { data } from "react-router";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/project";
import { loadPortalPage } from "./pageData";

/** A record id as a path writes it (the wire's `pathIdSchema`, without loading zod on the page). */
const RECORD_ID = /^[1-9]\d{0,9}$/;

async function loadProject(request: Request, param: string | undefined, services: AppServices = appServices()) {
  if (!param || !RECORD_ID.test(param)) throw data(null, { status: 404 });
  const id = Number(param);
  await loadPortalPage(request, services, ({ http, queryClient }) =>
    queryClient.ensureQueryData(clientPortalQueries.project(http, id)),
  );
  return { id };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadProject(request, params.id, requestServices({ request, context }));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadProject(request, params.id);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactProject({ loaderData }: Route.ComponentProps) {
  const project = useSuspenseQuery(clientPortalQueries.project(useHttp(), loaderData.id));
  return <ClientProjectDetail data={project.data} />;
}
