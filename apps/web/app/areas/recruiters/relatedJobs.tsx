/**
 * `/recruiters/client_companies/{id}/jobs` and `/recruiters/client_contacts/{id}/jobs` (spec §2): the jobs list,
 * narrowed to the company's or the hiring manager's jobs; everything else is the jobs list's own (search, terms,
 * saved views, export).
 */
import { type EntityName, entityQueries } from "@seleta/api-client";
import { getEntity, initialListState } from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { EntityListPage } from "../../entities/EntityListPage";
import { listDefaults, listParams, listQuery, structureQuery } from "../../entities/entityData";
import { searchToListState } from "../../entities/listUrl";
import { useEntityText } from "../../entities/useEntityText";
import { appServices } from "../../services/services";
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

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const found = ownerOf(url.pathname, params.id);
  if (!found) throw data(null, { status: 404 });
  const { http, queryClient } = appServices();
  const jobs = getEntity("jobs");
  void queryClient.prefetchQuery(entityQueries(http, found.owner as EntityName).detail(found.id));
  const state = searchToListState(url.search, initialListState(jobs.name, listDefaults(entityListStructure(jobs))));
  void queryClient.prefetchQuery(listQuery(http, jobs, listParams(state, found.where)));
  await queryClient.ensureQueryData(structureQuery(http, jobs)).catch(() => undefined);
  return found;
}

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function RelatedJobs({ loaderData }: Route.ComponentProps) {
  const { http } = appServices();
  const { t } = useEntityText();
  const owner = useQuery(entityQueries(http, loaderData.owner as EntityName).detail(loaderData.id));
  const ownerName = (owner.data as { name?: unknown } | undefined)?.name;
  const where = useMemo(() => loaderData.where, [loaderData.where]);
  return (
    <EntityListPage
      key={`${loaderData.owner}-${loaderData.id}`}
      entity={getEntity("jobs")}
      fixedWhere={where}
      heading={t("entities.relatedJobs.title", {
        name: typeof ownerName === "string" ? ownerName : `#${loaderData.id}`,
      })}
    />
  );
}
