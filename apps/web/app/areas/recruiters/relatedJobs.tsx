/**
 * `/recruiters/client_companies/{id}/jobs` and `/recruiters/client_contacts/{id}/jobs` (spec §2): the jobs list,
 * narrowed to the company's or the hiring manager's jobs; everything else is the jobs list's own (search, terms,
 * saved views, export).
 */
import { type EntityName, entityQueries } from "@seleta/api-client";
import { initialListState, loadEntities, loadedEntity, searchToListState } from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { data } from "react-router";
import { EntityListPage } from "../../entities/EntityListPage";
import { listDefaults, listParams, listQuery, structureQuery } from "../../entities/entityData";
import { useEntityText } from "../../entities/useEntityText";
import { requestServices } from "../../services/requestServices.server";
import { useHttp } from "../../services/ServicesProvider";
import { type AppServices, appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData, revalidateUnlessSearchChanged } from "../pageData";
import type { Route } from "./+types/relatedJobs";

const OWNERS = {
  client_companies: "client_company",
  client_contacts: "client_contact",
} as const satisfies Readonly<Record<string, string>>;
type Owner = keyof typeof OWNERS;

function ownerOf(pathname: string, id: string | undefined) {
  const owner = pathname.split("/")[2] as Owner;
  const number = Number(id);
  if (!(owner in OWNERS) || !/^\d{1,10}$/.test(id ?? "") || number <= 0) return null;
  return { owner, id: number, where: { [OWNERS[owner]]: number } };
}

/** The definitions the page reads (pageEntities.ts). */
const PAGE_ENTITIES = ["jobs"] as const;

/** The owner, the jobs list's structure and its first page, asked at once. */
async function loadRelatedJobs(request: Request, id: string | undefined, { http, queryClient }: AppServices) {
  const url = new URL(request.url);
  const found = ownerOf(url.pathname, id);
  if (!found) throw data(null, { status: 404 });
  await loadEntities(PAGE_ENTITIES);
  const jobs = loadedEntity("jobs");
  const state = searchToListState(url.search, initialListState(jobs.name, listDefaults(entityListStructure(jobs))));
  await pageData(
    Promise.all([
      queryClient.ensureQueryData(entityQueries(http, found.owner as EntityName).detail(found.id)),
      queryClient.ensureQueryData(structureQuery(http, jobs)),
      queryClient.ensureQueryData(listQuery(http, jobs, listParams(jobs, state, found.where))),
    ]),
  );
  return { ...found, entities: PAGE_ENTITIES };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRelatedJobs(request, params.id, requestServices({ request, context }));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadRelatedJobs(request, params.id, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export const shouldRevalidate = revalidateUnlessSearchChanged;

export default function RelatedJobs({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const { t } = useEntityText();
  const owner = useSuspenseQuery(entityQueries(http, loaderData.owner as EntityName).detail(loaderData.id));
  const ownerName = (owner.data as { name?: unknown }).name;
  const where = useMemo(() => loaderData.where, [loaderData.where]);
  return (
    <EntityListPage
      key={`${loaderData.owner}-${loaderData.id}`}
      entity={loadedEntity("jobs")}
      fixedWhere={where}
      heading={t("entities.relatedJobs.title", {
        name: typeof ownerName === "string" ? ownerName : `#${loaderData.id}`,
      })}
    />
  );
}
