import { entityQueries, recruiterNameQueries } from "@seleta/api-client";
import { type AnyEntity, can, indexEntry, isEntityName, MAX_PER_PAGE } from "@seleta/domain";
import { relationIdsByEntity } from "@seleta/domain/columns";
import { RECRUITER_NAMES_MAX } from "@seleta/domain/wire";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { useHttp } from "../services/ServicesProvider";
import { useEntityArea } from "./entityArea";
import { rememberNames } from "./knownNames";

type Field = { readonly key: string; readonly relation: string | null };

/** Names kept per related entity while a list page lives: forty pages of 25 (see rememberNames). */
const KNOWN_NAMES_PER_ENTITY = 1000;
type Row = Readonly<Record<string, unknown>>;
/** Names by field key, then id (what EntityForm, EntityDetail and the list's cells read). */
export type RelationLabelMap = Readonly<Record<string, Readonly<Record<string, string>>>>;

function titleOf(entity: Pick<AnyEntity, "titleField">, record: Row): string {
  const title = record[entity.titleField];
  return typeof title === "string" && title.trim() ? title : `#${String(record.id)}`;
}

/**
 * The names of the records some rows point to: one list request per related entity for the ids on screen (never
 * one per row). Colleagues (owners, responsibles) are named through /recruiter_names for recruiters who may not
 * read the recruiters entity; another entity the recruiter may not read stays as ids.
 */
export function useRelationLabels(
  rows: readonly Row[],
  fields: readonly Field[],
): { labels: RelationLabelMap; isLoading: boolean } {
  const http = useHttp();
  const idsByEntity = useMemo(() => relationIdsByEntity(rows, fields), [rows, fields]);
  const { me } = useEntityArea();
  // Asking for what the recruiter may not read would only be refused (403).
  const targets = Object.entries(idsByEntity).filter(([name]) => isEntityName(name) && can(me, "read", name));
  const results = useQueries({
    queries: targets.map(([name, ids]) => ({
      ...entityQueries(http, name as Parameters<typeof entityQueries>[1]).list({
        where: { id: ids.slice(0, MAX_PER_PAGE) },
        per_page: MAX_PER_PAGE,
      }),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const colleagueIds = can(me, "read", "recruiters") ? [] : (idsByEntity.recruiters ?? []);
  const colleagues = useQuery({
    ...recruiterNameQueries.names(http, colleagueIds.slice(0, RECRUITER_NAMES_MAX)),
    enabled: colleagueIds.length > 0,
    retry: false,
  });

  // Names already known stay while the next page's are fetched: a sort or a new page redraws its cells once, with
  // the names it has, instead of showing ids until every answer is in.
  const known = useRef(new Map<string, Map<string, string>>()).current;
  const version = useRef(0);
  const learn = (name: string, pairs: Iterable<readonly [string, string]>) => {
    let names = known.get(name);
    if (!names) {
      names = new Map();
      known.set(name, names);
    }
    if (rememberNames(names, pairs, KNOWN_NAMES_PER_ENTITY)) version.current += 1;
  };
  targets.forEach(([name], index) => {
    const entity = indexEntry(name);
    const records = (results[index]?.data?.records ?? []) as unknown as Row[];
    if (entity)
      learn(
        name,
        records.map((record) => [String(record.id), titleOf(entity, record)] as const),
      );
  });
  if (colleagues.data) {
    learn(
      "recruiters",
      colleagues.data.map((colleague) => [String(colleague.id), colleague.name] as const),
    );
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change only when a new one is learnt (`version`).
  const labels = useMemo(
    () =>
      Object.fromEntries(
        fields.flatMap((field) =>
          field.relation ? [[field.key, Object.fromEntries(known.get(field.relation) ?? [])]] : [],
        ),
      ),
    [version.current, fields],
  );
  return {
    labels,
    isLoading: results.some((result) => result.isPending) || (colleagueIds.length > 0 && colleagues.isPending),
  };
}
