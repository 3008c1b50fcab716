/**
 * `/recruiters/business` (spec §2, the user menu's "Company Profile", administrators only): the business the
 * administrator works in, as the registry's record page of `businesses` (its data, logo, brand and host, its site
 * configuration among its related lists; Edit opens the registry's form), and its administrators, the recruiters
 * list narrowed to them. The menu hides the entry from other recruiters and this loader refuses them (403), as the
 * API refuses them the administrator area's entities.
 */
import { entityQueries, recruiterQueries } from "@seleta/api-client";
import {
  type EntityName,
  initialListState,
  loadEntities,
  loadedEntity,
  recordPageEntities,
  searchToListState,
} from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { useIntl } from "react-intl";
import { data } from "react-router";
import { EntityDetailPage } from "../../entities/EntityDetailPage";
import { EntityListPage } from "../../entities/EntityListPage";
import { listDefaults, listParams, listQuery, structureQuery } from "../../entities/entityData";
import { loadPageChunk } from "../../entities/pageChunks";
import { requestServices } from "../../services/requestServices.server";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData, revalidateUnlessSearchChanged } from "../pageData";
import type { Route } from "./+types/business";
import { requireRecruiter } from "./session";
import * as css from "./shell/pages.css";

/** The business's administrators: recruiters flagged admin who work in it. */
export function administratorsWhere(businessId: number): Readonly<Record<string, unknown>> {
  return { is_admin: true, businesses: { in: [businessId] } };
}

async function loadBusiness(request: Request, services: AppServices) {
  const { http, queryClient } = services;
  const me = await requireRecruiter(request, services);
  if (!me.is_admin) throw data(null, { status: 403 });
  const selection = await pageData(queryClient.ensureQueryData(recruiterQueries.businessSelection(http)));
  const id = selection.business_selected?.id;
  if (id === undefined) throw data(null, { status: 404 });
  const entities: EntityName[] = [...new Set<EntityName>([...recordPageEntities("businesses"), "recruiters"])];
  // The record page draws its related lists with the list page's chunk: loaded before drawing, as entityRoute does.
  await Promise.all([loadEntities(entities), loadPageChunk("list")]);
  const recruiters = loadedEntity("recruiters");
  const url = new URL(request.url);
  const state = searchToListState(
    url.search,
    initialListState(recruiters.name, listDefaults(entityListStructure(recruiters))),
  );
  await pageData(
    Promise.all([
      queryClient.ensureQueryData(entityQueries(http, "businesses").detail(id)),
      queryClient.ensureQueryData(structureQuery(http, recruiters)),
      queryClient.ensureQueryData(listQuery(http, recruiters, listParams(recruiters, state, administratorsWhere(id)))),
    ]),
  );
  return { id, entities, pageChunks: ["detail", "list"] as const };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBusiness(request, requestServices({ request, context }));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadBusiness(request, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export const shouldRevalidate = revalidateUnlessSearchChanged;

export default function BusinessProfile({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  return (
    <div className={css.page}>
      <p className={css.lead}>{intl.formatMessage({ id: "shell.business.lead" })}</p>
      <EntityDetailPage entity={loadedEntity("businesses")} id={loaderData.id} />
      <EntityListPage
        entity={loadedEntity("recruiters")}
        fixedWhere={administratorsWhere(loaderData.id)}
        heading={intl.formatMessage({ id: "shell.business.administrators" })}
        embedded
      />
    </div>
  );
}
