/**
 * Every entity's pages from the registry (spec §2): `<area root>/<entity path>` (list), `/new` (form) and `/<id>`
 * (detail, `?edit` to edit), including entities whose path has a slash (templates/emails, c-talks/events). Each
 * area's routes mount this module as their splat (`/recruiters/*`, `/administrator/*`): the path names the entity,
 * the entity its area, and the area's layout the signed-in user the pages check. Pages with their own widgets (a
 * job's applies, a company's jobs…) are routes of their own, which React Router ranks above the splat.
 */
import { type EntityName, entityKeys, entityQueries } from "@seleta/api-client";
import {
  type EntityIndexEntry,
  entityForPath,
  entityRoute,
  initialListState,
  loadEntities,
  loadedEntity,
  recordPageEntities,
  searchToListState,
} from "@seleta/domain";
import { entityListStructure } from "@seleta/domain/columns";
import { Spinner } from "@seleta/ui";
import { Suspense } from "react";
import { data } from "react-router";
import { AreaErrorBoundary } from "../areas/AreaErrorBoundary";
import { pageData, revalidateUnlessSearchChanged } from "../areas/pageData";
import { requestServices } from "../services/requestServices.server";
import { type AppServices, appServices } from "../services/services";
import type { Route } from "./+types/entityRoute";
import { listDefaults, listParams, listQuery, structureQuery } from "./entityData";
import { entityFormAction } from "./entityForm.server";
import { chunksOf } from "./entityPageChunks";
import { loadPageChunk, pageChunks, usePageComponent } from "./pageChunks";

export type EntityPageRequest =
  | { readonly kind: "list"; readonly entity: EntityIndexEntry }
  | { readonly kind: "new"; readonly entity: EntityIndexEntry }
  | { readonly kind: "detail"; readonly entity: EntityIndexEntry; readonly id: string };

/** Which entity page a path asks for, or null (a 404). */
export function entityPageFor(pathname: string): EntityPageRequest | null {
  const entity = entityForPath(pathname);
  if (!entity) return null;
  const rest = pathname.replace(/\/+$/, "").slice(entityRoute(entity).length).split("/").filter(Boolean);
  if (rest.length === 0) return { kind: "list", entity };
  if (rest.length === 1 && rest[0] === "new") return { kind: "new", entity };
  if (rest.length === 1 && rest[0]) return { kind: "detail", entity, id: decodeURIComponent(rest[0]) };
  return null;
}

/** A record id of an address: a positive integer, or nothing (a 404). */
function recordId(id: string): number | null {
  return /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/**
 * A form's relation options, from a module loaded on demand by the new and edit pages' loaders: it reaches the form
 * widget, which the route's module (every list and record page) must not load (`entityRoute.test.ts`).
 */
async function formRelationOptions(...args: Parameters<typeof import("./entityFormData").formRelationOptions>) {
  const { formRelationOptions: optionsOf } = await import("./entityFormData");
  return optionsOf(...args);
}

/**
 * What the page reads, in the cache before it renders (the data-loading convention, areas/pageData.ts): the list's
 * structure and its first page, asked at once (no waterfall), or the record. A record the API does not have is a
 * 404 page.
 */
async function loadEntityPage(request: Request, { http, queryClient }: AppServices) {
  const url = new URL(request.url);
  const page = entityPageFor(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const name = page.entity.name as EntityName;
  const entities = pageEntities(page);
  await loadEntities(entities);
  const entity = loadedEntity(name);
  if (page.kind === "detail") {
    const id = recordId(page.id);
    if (id === null) throw data(null, { status: 404 });
    const record = await pageData(queryClient.ensureQueryData(entityQueries(http, name).detail(id)));
    // A record being edited: its form's relations start with their options, the record's own among them.
    const relationOptions = url.searchParams.has("edit")
      ? await formRelationOptions(http, entity, record as Readonly<Record<string, unknown>>)
      : undefined;
    return { kind: page.kind, entity: name, id, relationOptions, pageChunks: chunksOf(page, entity, url), entities };
  }
  if (page.kind === "new") {
    const relationOptions = await formRelationOptions(http, entity);
    return {
      kind: page.kind,
      entity: name,
      id: null,
      relationOptions,
      pageChunks: chunksOf(page, entity, url),
      entities,
    };
  }
  if (page.kind === "list") {
    // The registry's defaults are the served structure's (the API builds it from the same registry): the first
    // page's request leaves now, beside the structure's, not after it.
    const defaults = listDefaults(entityListStructure(entity));
    const state = searchToListState(url.search, initialListState(name, defaults));
    await pageData(
      Promise.all([
        queryClient.ensureQueryData(structureQuery(http, entity)),
        queryClient.ensureQueryData(listQuery(http, entity, listParams(entity, state))),
      ]),
    );
  }
  return {
    kind: page.kind,
    entity: name,
    id: null,
    relationOptions: undefined,
    pageChunks: chunksOf(page, entity, url),
    entities,
  };
}

/** The definitions a page reads: its entity's, and on a record's page all that the record's page shows. */
function pageEntities(page: EntityPageRequest): EntityName[] {
  return page.kind === "detail" ? recordPageEntities(page.entity.name) : [page.entity.name];
}

/** On the server the page's chunks load beside its data: the HTML holds the page itself. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [page] = await Promise.all([
    loadEntityPage(request, requestServices({ request, context })),
    loadChunks(request),
  ]);
  return page;
}

/**
 * In the browser, the page's chunks download beside its data. A chunk that fails to load is the page's lazy
 * component's to report (the root's error page reloads once, chunkReload.ts).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [page] = await Promise.all([
    loadEntityPage(request, appServices()),
    loadChunks(request).catch(() => undefined),
  ]);
  return page;
}

async function loadChunks(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const page = entityPageFor(url.pathname);
  if (!page) return;
  // Which parts the page draws depends on its entity's definition (its questions, its evaluations, its views).
  await loadEntities([page.entity.name]);
  return Promise.all(chunksOf(page, loadedEntity(page.entity.name), url).map(loadPageChunk));
}

/**
 * A new record's form (`/new`) or a record's (`/<id>?edit`) posted, with or without script: saved through the API
 * as the visitor (who may be refused: the API checks), or drawn again (entityForm.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const page = entityPageFor(new URL(request.url).pathname);
  if (!page || page.kind === "list") throw data(null, { status: 405 });
  const id = page.kind === "detail" ? recordId(page.id) : null;
  if (page.kind === "detail" && id === null) throw data(null, { status: 404 });
  const { http } = requestServices({ request, context });
  await loadEntities([page.entity.name]);
  const answer = await entityFormAction(http, loadedEntity(page.entity.name), id, await request.formData());
  if (answer instanceof Response) return answer;
  return data(answer.redraw, { status: answer.status });
}

/**
 * In the browser the post goes to the server's action; what the visitor's cache held of the entity is then stale
 * (the record saved, the lists it appears in), saved or not.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } finally {
    const page = entityPageFor(new URL(request.url).pathname);
    if (page)
      await appServices().queryClient.invalidateQueries({
        queryKey: entityKeys.entity(page.entity.name as EntityName),
      });
  }
}

export const ErrorBoundary = AreaErrorBoundary;

export const shouldRevalidate = revalidateUnlessSearchChanged;

export default function EntityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <EntityPage loaderData={loaderData} />
    </Suspense>
  );
}

function EntityPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const EntityListPage = usePageComponent(pageChunks.list);
  const EntityFormPage = usePageComponent(pageChunks.new);
  const EntityDetailPage = usePageComponent(pageChunks.detail);
  const entity = loadedEntity(loaderData.entity);
  if (loaderData.kind === "list") return <EntityListPage key={entity.name} entity={entity} />;
  if (loaderData.kind === "new") {
    return <EntityFormPage key={`${entity.name}-new`} entity={entity} relationOptions={loaderData.relationOptions} />;
  }
  if (loaderData.id === null) return null;
  return (
    <EntityDetailPage
      key={`${entity.name}-${loaderData.id}`}
      entity={entity}
      id={loaderData.id}
      relationOptions={loaderData.relationOptions}
    />
  );
}
