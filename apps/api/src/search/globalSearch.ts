/**
 * Global search (spec §2 dialog, §7 `GET /recruiters/global_searchs`): the six searchable kinds,
 * each ranked on its own and cut at ten, over the rows the recruiter may read.
 *
 * A row matches through the indexes the schema builds from the registry (db/schema/search.ts): the full-text
 * document (Portuguese stems, unaccented: "financeira" finds "Financeiro", "jose" finds "José") or a substring of
 * the short fields (trigram). Ranking then reads the title: the exact name first, then names that start with the
 * term, then trigram similarity of the name plus its full-text rank.
 *
 * Ranking every match would cost as much as there are matches (a common surname matches a tenth of a million
 * candidates), so each index contributes at most its pool of rows (the first it finds) and the ranking orders
 * those. When a kind has fewer matches than the pools (a full name, a company, most searches), the answer is the
 * exact ranking; for a very common word it is the best of the first matches, which is what one word can ask for.
 * Measured with bench/globalSearch.ts: p95 69 ms for the six kinds over 1,000,000 candidates on PostgreSQL.
 */
import {
  type AnyEntity,
  type Catalogue,
  catalogueLabel,
  type EntityIcon,
  entityField,
  entityRoute,
  type FieldDefinition,
  findEntity,
  type Locale,
} from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Principal } from "../auth/principal";
import { allows, rowScope } from "../authz/policy";
import { type Database, queryRows } from "../db/client";
import { col, entityTable } from "../db/schema";
import { columnName } from "../db/schema/columns";
import { normalizedTerm, searchDocument, searchName } from "../db/schema/search";
import { isSoftDeleted, isTenantOwned, TENANT_COLUMN } from "../db/schema/tenancy";

/** Spec §2/§9: results per kind. */
export const RESULTS_PER_KIND = 10;
/** Rows each index contributes to the ranking (see the module's comment). */
const NAME_POOL = 100;
const TEXT_POOL = 100;
/** Trigrams need three characters: a shorter term would scan the whole trigram index. */
const TRIGRAM_MIN_LENGTH = 3;

export type GlobalSearchItem = {
  /** The registry name (`candidates`), as the request names it. */
  entity: string;
  /** The record's type (spec §3 "entity (type)"): the registry's model name. */
  model: string;
  id: number;
  title: string;
  subtitle: string | null;
  avatar: string | null;
  icon: EntityIcon;
  /** The record's page in the web app. */
  link: string;
};

/** What a result card shows of a record, from the registry: its title, a subtitle and an image. */
export type Display = { title: FieldDefinition; subtitle?: FieldDefinition; image?: FieldDefinition };

const SUBTITLE_KINDS = new Set<FieldDefinition["kind"]>(["text", "email", "select", "relation"]);

/**
 * The blocks view's title, subtitle and image when the entity has one; otherwise the title field, the first short
 * text column after it (a candidate's role, a lead's company) and the first image field.
 */
export function displayOf(entity: AnyEntity): Display {
  const title = entityField(entity, entity.titleField);
  if (!title) throw new Error(`${entity.name} has no title field ${entity.titleField}`);
  const blocks = entity.views.blocks;
  const named = (key: string | undefined) => (key ? entityField(entity, key) : undefined);
  const subtitle =
    named(blocks?.subtitle) ??
    entity.fieldList.find(
      (field) =>
        !field.system && field.key !== title.key && field.column && !field.sensitive && SUBTITLE_KINDS.has(field.kind),
    );
  const image = named(blocks?.image) ?? entity.fieldList.find((field) => field.kind === "image");
  return { title, ...(subtitle ? { subtitle } : {}), ...(image ? { image } : {}) };
}

type Row = { id: number; title: string | null; subtitle: unknown; avatar: string | null };

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The subtitle as SQL: a relation shows the related record's title, if the recruiter may read that entity. */
function subtitleSql(
  principal: Principal,
  entity: AnyEntity,
  field: FieldDefinition | undefined,
): { select: SQL; join: SQL } {
  const none = { select: sql`null`, join: sql`` };
  if (!field) return none;
  const table = entityTable(entity.name);
  const target = field.relation?.entity;
  if (field.kind !== "relation") return { select: sql`${col(table, columnName(field))}`, join: sql`` };
  if (!target || target === entity.name) return none;
  const related = entityTable(target);
  const targetEntity = findEntity(target);
  if (!targetEntity || !allows(principal, "read", targetEntity)) return none;
  const relatedTitle = entityField(targetEntity, targetEntity.titleField);
  if (!relatedTitle) return none;
  const conditions: SQL[] = [sql`${related.id} = ${col(table, columnName(field))}`];
  if (isTenantOwned(target)) {
    conditions.push(sql`${col(related, TENANT_COLUMN)} = ${col(table, TENANT_COLUMN)}`);
  }
  if (isSoftDeleted(target)) conditions.push(sql`${col(related, "deleted_at")} is null`);
  return {
    select: sql`${col(related, columnName(relatedTitle))}`,
    join: sql`left join ${related} on ${sql.join(conditions, sql` and `)}`,
  };
}

/** The ten best matches of one kind that the principal may read (none when it may read none of them). */
export async function searchKind(
  db: Database,
  principal: Principal,
  entity: AnyEntity,
  term: string,
  locale: Locale,
): Promise<GlobalSearchItem[]> {
  if (!allows(principal, "read", entity)) return [];
  const table = entityTable(entity.name);
  const columns = table as unknown as Record<string, never>;
  const document = searchDocument(entity, columns);
  const name = searchName(entity, columns);
  if (!document) return [];
  const display = displayOf(entity);
  const titleColumn = col(table, columnName(display.title));
  const scope = rowScope(principal, "read", entity, table);
  const normalized = normalizedTerm(term);
  const tsQuery = sql`websearch_to_tsquery('portuguese'::regconfig, ${normalized})`;

  const branches: SQL[] = [
    sql`(select ${table.id} as id from ${table} where ${scope} and ${document} @@ ${tsQuery} limit ${TEXT_POOL})`,
  ];
  if (name && term.length >= TRIGRAM_MIN_LENGTH) {
    const pattern = normalizedTerm(`%${escapeLike(term)}%`);
    branches.push(
      sql`(select ${table.id} as id from ${table} where ${scope} and ${name} like ${pattern} limit ${NAME_POOL})`,
    );
  }
  const subtitle = subtitleSql(principal, entity, display.subtitle);
  const avatar = display.image ? sql`${col(table, columnName(display.image))}` : sql`null`;

  // The title is normalised once per row (`offset 0` keeps the planner from inlining it into every sort key):
  // unaccenting is most of the cost of ranking.
  const rows = await queryRows<Row>(
    db,
    sql`select id, title, subtitle, avatar
        from (
          select ${table.id} as id, ${titleColumn} as title, ${subtitle.select} as subtitle, ${avatar} as avatar,
                 seleta_search_text(${titleColumn}) as normalized
          from (${sql.join(branches, sql` union `)}) pool
          join ${table} on ${table.id} = pool.id
          ${subtitle.join}
          offset 0
        ) ranked
        order by
          (normalized = ${normalized}) desc,
          (normalized like ${normalizedTerm(`${escapeLike(term)}%`)}) desc,
          similarity(normalized, ${normalized})
            + ts_rank(to_tsvector('portuguese'::regconfig, normalized), ${tsQuery}) desc,
          id desc
        limit ${RESULTS_PER_KIND}`,
  );
  return rows.map((row) => ({
    entity: entity.name,
    model: entity.model,
    id: Number(row.id),
    title: row.title ?? "",
    subtitle: subtitleText(display.subtitle, row.subtitle, locale),
    avatar: row.avatar ?? null,
    icon: entity.icon,
    link: entityRoute(entity, { kind: "detail", id: Number(row.id) }),
  }));
}

function subtitleText(field: FieldDefinition | undefined, value: unknown, locale: Locale): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (field?.kind === "select" && field.catalogue) {
    return catalogueLabel(field.catalogue as Catalogue, Number(value), locale);
  }
  return String(value);
}
