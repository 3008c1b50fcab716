/**
 * `/recruiters/jobs/:id/applies` (spec §2): the job's applies as the applies list (table and blocks views,
 * search, terms, saved views, export), always narrowed to the job; the applies picked go to one of the job's
 * shortlists ("Adicionar à shortlist"); the kanban is one link away.
 */
import { type EntitySelection, entityApi, entityQueries } from "@seleta/api-client";
import { initialListState, loadEntities, loadedEntity, searchToListState } from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { KanbanIcon, Link } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useIntl } from "react-intl";
import { EntityListPage } from "../../../entities/EntityListPage";
import { listDefaults, listParams, listQuery, structureQuery } from "../../../entities/entityData";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData, revalidateUnlessSearchChanged } from "../../pageData";
import { AddToShortlist } from "../shortlists/AddToShortlist";
import { selectionApplyIds } from "../shortlists/shortlistSelection";
import type { Route } from "./+types/jobApplies";
import * as css from "./applies.css";
import { jobIdOf } from "./jobId";

/** The definitions the page reads (pageEntities.ts). */
const PAGE_ENTITIES = ["applies"] as const;

/** The job, the applies list's structure and its first page, asked at once. */
async function loadJobApplies(request: Request, id: string | undefined, { http, queryClient }: AppServices) {
  const jobId = jobIdOf(id);
  const where = { job: jobId };
  await loadEntities(PAGE_ENTITIES);
  const applies = loadedEntity("applies");
  const state = searchToListState(
    new URL(request.url).search,
    initialListState(applies.name, listDefaults(entityListStructure(applies))),
  );
  await pageData(
    Promise.all([
      queryClient.ensureQueryData(entityQueries(http, "jobs").detail(jobId)),
      queryClient.ensureQueryData(structureQuery(http, applies)),
      queryClient.ensureQueryData(listQuery(http, applies, listParams(applies, state, where))),
    ]),
  );
  return { jobId, where, entities: PAGE_ENTITIES };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadJobApplies(request, params.id, requestServices({ request, context }));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadJobApplies(request, params.id, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export const shouldRevalidate = revalidateUnlessSearchChanged;

export default function JobApplies({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const intl = useIntl();
  const { jobId } = loaderData;
  const job = useSuspenseQuery(entityQueries(http, "jobs").detail(jobId));
  const title = typeof job.data.title === "string" ? job.data.title : `#${jobId}`;
  const where = useMemo(() => loaderData.where, [loaderData.where]);
  // The applies picked go to one of the job's shortlists; a "select all" reads its search's pages on confirming.
  const selectionActions = useCallback(
    ({ selection, count }: { selection: EntitySelection; count: number }) => (
      <AddToShortlist
        jobId={jobId}
        count={count}
        applyIds={() =>
          selectionApplyIds(selection, (params) =>
            entityApi(http, "applies")
              .list(params)
              .then((page) => page.records.map((record) => record.id)),
          )
        }
      />
    ),
    [jobId, http],
  );
  return (
    <>
      <nav className={css.listLinks} aria-label={title}>
        <Link href={`/recruiters/jobs/${jobId}/applies/kanban`}>
          <KanbanIcon aria-hidden="true" size={16} /> {intl.formatMessage({ id: "applies.list.toKanban" })}
        </Link>
      </nav>
      <EntityListPage
        key={jobId}
        entity={loadedEntity("applies")}
        fixedWhere={where}
        heading={intl.formatMessage({ id: "applies.list.title" }, { job: title })}
        selectionActions={selectionActions}
      />
    </>
  );
}
