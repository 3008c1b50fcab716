/**
 * `/client_contacts/projects` (spec §2 menu "Projects", which needs `is_admin`): the company's projects. The API
 * refuses a contact who is not a portal administrator (403), which the area's error page says.
 */
import { clientPortalQueries } from "@seleta/api-client";
import { ClientProjectList, clientPortalMessages, useMessage } from "@seleta/domain/widgets";
import { useSuspenseQuery } from "@tanstack/react-query";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import type { Route } from "./+types/projects";
import * as css from "./clientContacts.css";
import { loadPortalPage } from "./pageData";

const M = clientPortalMessages.messages;

const loadProjects = (request: Request, services = appServices()) =>
  loadPortalPage(request, services, ({ http, queryClient }) =>
    queryClient.ensureQueryData(clientPortalQueries.projects(http)).then(() => null),
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProjects(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadProjects(request);
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactProjects() {
  const say = useMessage();
  const projects = useSuspenseQuery(clientPortalQueries.projects(useHttp()));
  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1 className={css.title}>{say(M.projectsTitle)}</h1>
        <p className={css.lead}>{say(M.projectsLead)}</p>
      </header>
      <ClientProjectList projects={projects.data} />
    </div>
  );
}
