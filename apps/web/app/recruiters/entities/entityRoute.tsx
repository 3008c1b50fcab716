/**
 * Every recruiter entity's pages from the registry (spec §2): `/recruiters/<entity path>` (list), `/new` (form)
 * and `/<id>` (detail), for any entity of the recruiter area, including those whose path has a slash
 * (templates/emails). Pages with their own widgets (a job's applies, a company's jobs…) are routes of their own,
 * which React Router ranks above this splat.
 */
import { type AnyEntity, entityForPath, entityRoute } from "@seleta/domain";
import { data } from "react-router";
import type { Route } from "./+types/entityRoute";

export type EntityPageRequest =
  | { readonly kind: "list"; readonly entity: AnyEntity }
  | { readonly kind: "new"; readonly entity: AnyEntity }
  | { readonly kind: "detail"; readonly entity: AnyEntity; readonly id: string };

/** Which entity page a recruiter path asks for, or null (a 404). */
export function entityPageFor(pathname: string): EntityPageRequest | null {
  const entity = entityForPath(pathname);
  if (!entity || entity.area !== "recruiter") return null;
  const rest = pathname.replace(/\/+$/, "").slice(entityRoute(entity).length).split("/").filter(Boolean);
  if (rest.length === 0) return { kind: "list", entity };
  if (rest.length === 1 && rest[0] === "new") return { kind: "new", entity };
  if (rest.length === 1 && rest[0]) return { kind: "detail", entity, id: decodeURIComponent(rest[0]) };
  return null;
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = entityPageFor(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { kind: page.kind, entity: page.entity.name, id: page.kind === "detail" ? page.id : null };
}

export default function EntityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <p>
      {loaderData.entity} · {loaderData.kind} {loaderData.id}
    </p>
  );
}
