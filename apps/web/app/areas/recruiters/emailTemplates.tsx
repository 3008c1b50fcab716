/**
 * `/recruiters/templates/emails` (spec §2): the business's e-mail templates (the registry's `email_templates`, the
 * administrator area's entity) as its list, inside the recruiter workspace. Who may read them is the API's answer
 * (`can`: the administrator area's entities are for administrators), so another recruiter gets the area's 403 page;
 * a template opens and is edited on its record page (`/administrator/templates/emails/{id}`), as its list links.
 */
import { initialListState, loadEntities, loadedEntity, searchToListState } from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { EntityListPage } from "../../entities/EntityListPage";
import { listDefaults, listParams, listQuery, structureQuery } from "../../entities/entityData";
import { requestServices } from "../../services/requestServices.server";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData, revalidateUnlessSearchChanged } from "../pageData";
import type { Route } from "./+types/emailTemplates";

/** The definitions the page reads (pageEntities.ts). */
const PAGE_ENTITIES = ["email_templates"] as const;

async function loadEmailTemplates(request: Request, { http, queryClient }: AppServices) {
  await loadEntities(PAGE_ENTITIES);
  const entity = loadedEntity("email_templates");
  const url = new URL(request.url);
  const state = searchToListState(url.search, initialListState(entity.name, listDefaults(entityListStructure(entity))));
  await pageData(
    Promise.all([
      queryClient.ensureQueryData(structureQuery(http, entity)),
      queryClient.ensureQueryData(listQuery(http, entity, listParams(entity, state))),
    ]),
  );
  return { entities: PAGE_ENTITIES };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadEmailTemplates(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadEmailTemplates(request, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export const shouldRevalidate = revalidateUnlessSearchChanged;

export default function EmailTemplates() {
  return <EntityListPage entity={loadedEntity("email_templates")} />;
}
