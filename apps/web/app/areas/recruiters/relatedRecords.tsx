/**
 * `/recruiters/client_companies/{id}/jobs|applies` and `/recruiters/client_contacts/{id}/jobs|applies` (spec §2): the
 * jobs list narrowed to the company's or the hiring manager's jobs, or the applies list narrowed to the applies of
 * those jobs; everything else is the list's own (search, terms, saved views, export).
 */
import { type EntityName, entityApi, entityQueries, type HttpClient } from "@seleta/api-client";
import { initialListState, loadEntities, loadedEntity, searchToListState } from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
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
import type { Route } from "./+types/relatedRecords";
import { appliesWhere, RELATED_JOBS_PER_PAGE, type RelatedRecords, relatedRecordsOf } from "./relatedRecordsPath";

/** The definitions the page reads (pageEntities.ts): the list's entity. */
const ENTITIES_OF = { jobs: ["jobs"], applies: ["applies"] } as const;

/** The owner's most recent jobs' ids, which the applies list is narrowed to. */
function ownerJobIdsQuery(http: HttpClient, found: RelatedRecords) {
  return queryOptions({
    queryKey: ["relatedRecords", found.owner, found.id, "jobIds"],
    queryFn: async ({ signal }) => {
      const page = await entityApi(http, "jobs").list(
        { where: found.jobsWhere, per_page: RELATED_JOBS_PER_PAGE, order: { created_at: "desc" } },
        signal,
      );
      return { ids: page.records.map((record) => Number(record.id)), total: page.meta.total };
    },
    staleTime: 60_000,
  });
}

/** The list's fixed where: the owner's jobs, or the applies of those jobs. */
async function fixedWhereOf(http: HttpClient, queryClient: AppServices["queryClient"], found: RelatedRecords) {
  if (found.list === "jobs") return found.jobsWhere;
  const jobs = await queryClient.ensureQueryData(ownerJobIdsQuery(http, found));
  return appliesWhere(jobs.ids);
}

/** The owner and the list's structure at once, then (for applies, after the owner's jobs) the list's first page. */
async function loadRelatedRecords(request: Request, id: string | undefined, { http, queryClient }: AppServices) {
  const url = new URL(request.url);
  const found = relatedRecordsOf(url.pathname, id);
  if (!found) throw data(null, { status: 404 });
  const entities = ENTITIES_OF[found.list];
  await loadEntities(entities);
  const entity = loadedEntity(found.list);
  const state = searchToListState(url.search, initialListState(entity.name, listDefaults(entityListStructure(entity))));
  const where = await pageData(
    Promise.all([
      queryClient.ensureQueryData(entityQueries(http, found.owner as EntityName).detail(found.id)),
      queryClient.ensureQueryData(structureQuery(http, entity)),
      fixedWhereOf(http, queryClient, found),
    ]).then(([, , fixed]) => fixed),
  );
  await pageData(queryClient.ensureQueryData(listQuery(http, entity, listParams(entity, state, where))));
  return { ...found, where, entities };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRelatedRecords(request, params.id, requestServices({ request, context }));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadRelatedRecords(request, params.id, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export const shouldRevalidate = revalidateUnlessSearchChanged;

export default function RelatedRecordsPage({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const { t } = useEntityText();
  const owner = useSuspenseQuery(entityQueries(http, loaderData.owner as EntityName).detail(loaderData.id));
  const ownerName = (owner.data as { name?: unknown }).name;
  const where = useMemo(() => loaderData.where, [loaderData.where]);
  const name = typeof ownerName === "string" ? ownerName : `#${loaderData.id}`;
  return (
    <EntityListPage
      key={`${loaderData.owner}-${loaderData.id}-${loaderData.list}`}
      entity={loadedEntity(loaderData.list)}
      fixedWhere={where}
      heading={t(loaderData.list === "jobs" ? "entities.relatedJobs.title" : "entities.relatedApplies.title", { name })}
    />
  );
}
