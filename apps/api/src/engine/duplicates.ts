/**
 * Likely the same person: candidates of the same business that share an e-mail (any case), a CPF,
 * a phone number, a LinkedIn profile, or have a very similar name. Answered beside a candidate when it is created
 * or edited, and on its own (`GET /recruiters/candidates/:id/duplicates`), so a recruiter can merge them.
 *
 * Each reason is its own indexed lookup (the trigram index over the candidate's short searchable text finds
 * e-mails, phones, LinkedIn addresses and names; an exact comparison then confirms), joined with `union all`: one
 * `or` of them all would read the whole table.
 *
 * A reason is a field's match, so it tells that field's value: a caller is given (and the lookup runs for) only the
 * reasons whose field they may see. A recruiter who may not see CPFs (a sensitive field: see `maySeeSensitive`)
 * gets no CPF reason, and a candidate whose only likeness is the CPF is not answered at all, so the answer cannot
 * tell a CPF match from no match.
 */
import { entities, entityField, phoneDigits } from "@seleta/domain";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Principal } from "../auth/principal";
import type { Executor } from "../db/client";
import { candidates } from "../db/schema";
import { searchName } from "../db/schema/search";
import { maySeeSensitive } from "./records";

export const DUPLICATE_REASONS = ["email", "cpf", "phone", "linkedin", "name"] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** The candidate field whose value each reason compares. */
const REASON_FIELDS: Readonly<Record<DuplicateReason, string>> = {
  email: "email",
  cpf: "cpf",
  phone: "mobile_phone",
  linkedin: "linkedin",
  name: "name",
};

/** The reasons whose field `principal` may see: a sensitive field's (the CPF) only for who may see its values. */
export function visibleDuplicateReasons(principal: Principal): DuplicateReason[] {
  const candidates = entities.candidates;
  const seesSensitive = maySeeSensitive(principal, candidates, {});
  return DUPLICATE_REASONS.filter((reason) => {
    const field = entityField(candidates, REASON_FIELDS[reason]);
    return field !== undefined && (!field.sensitive || seesSensitive);
  });
}

export type Duplicate = { id: number; name: string; email: string | null; reasons: DuplicateReason[] };

/** Names at least this similar (pg_trgm similarity of the unaccented, lower-cased names) are likely the same. */
export const NAME_SIMILARITY = 0.6;
/** A phone shorter than area code + number matches too many people to mean anything. */
const MIN_PHONE_DIGITS = 10;

/** The national number: digits, without Brazil's country code (`+55 11 98765-4321` → `11987654321`). */
export function normalizedPhone(phone: string | null | undefined): string | undefined {
  const digits = phoneDigits(phone ?? "");
  const national = digits.length >= 12 && digits.startsWith("55") ? digits.slice(2) : digits;
  return national.length >= MIN_PHONE_DIGITS ? national : undefined;
}

/** `https://www.linkedin.com/in/Ana-Souza/?trk=x` → `linkedin.com/in/ana-souza`: host and path, nothing else. */
export function normalizedLinkedin(url: string | null | undefined): string | undefined {
  const text = (url ?? "")
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^(www|[a-z]{2})\./, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");
  return text.includes("/") ? text : undefined;
}

/** The same normalisations in SQL, for the stored values. */
const phoneSql = (column: SQL) =>
  sql`(case when length(regexp_replace(${column}, '\\D', '', 'g')) >= 12 and regexp_replace(${column}, '\\D', '', 'g') like '55%'
            then substr(regexp_replace(${column}, '\\D', '', 'g'), 3) else regexp_replace(${column}, '\\D', '', 'g') end)`;
const linkedinSql = (column: SQL) =>
  sql`rtrim(regexp_replace(regexp_replace(regexp_replace(lower(trim(${column})), '^[a-z]+://', ''), '^(www|[a-z]{2})\\.', ''), '[?#].*$', ''), '/')`;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export type DuplicateProbe = {
  name?: string | null;
  email?: string | null;
  cpf?: string | null;
  mobile_phone?: string | null;
  linkedin?: string | null;
};

/**
 * Candidates of `businessId` (not deleted, not `exceptId`) that are likely the person `probe` describes, by the
 * `reasons` given only (the caller's `visibleDuplicateReasons`).
 */
export async function findDuplicates(
  executor: Executor,
  businessId: number,
  probe: DuplicateProbe,
  reasons: readonly DuplicateReason[],
  perAnswer: number,
  exceptId?: number,
): Promise<Duplicate[]> {
  const wanted = new Set(reasons);
  // The trigram-indexed short text, built by the very function that built the index (db/schema/search.ts).
  const c = alias(candidates, "c");
  const short = searchName(entities.candidates, c as never);
  if (!short) return [];
  const column = (name: string) => sql`${sql.identifier("c")}.${sql.identifier(name)}`;
  const scope = sql`c.business_id = ${businessId} and c.deleted_at is null ${
    exceptId === undefined ? sql`` : sql`and c.id <> ${exceptId}`
  }`;
  const lookups: SQL[] = [];
  const email = probe.email?.trim().toLowerCase();
  if (email && wanted.has("email")) {
    lookups.push(sql`select c.id, 'email' as reason from ${candidates} c
      where ${scope} and ${short} like ${likePattern(email)} and lower(c.email) = ${email}`);
  }
  const cpf = phoneDigits(probe.cpf ?? "");
  if (cpf.length === 11 && wanted.has("cpf")) {
    lookups.push(sql`select c.id, 'cpf' as reason from ${candidates} c
      where ${scope} and regexp_replace(c.cpf, '\\D', '', 'g') = ${cpf}`);
  }
  const phone = normalizedPhone(probe.mobile_phone);
  if (phone && wanted.has("phone")) {
    lookups.push(sql`select c.id, 'phone' as reason from ${candidates} c
      where ${scope} and ${short} like ${likePattern(phone)} and ${phoneSql(column("mobile_phone"))} = ${phone}`);
  }
  const linkedin = normalizedLinkedin(probe.linkedin);
  if (linkedin && wanted.has("linkedin")) {
    lookups.push(sql`select c.id, 'linkedin' as reason from ${candidates} c
      where ${scope} and ${short} like ${likePattern(linkedin)}
        and ${linkedinSql(column("linkedin"))} = ${linkedin}`);
  }
  const name = probe.name?.trim();
  if (name && wanted.has("name")) {
    lookups.push(sql`select c.id, 'name' as reason from ${candidates} c
      where ${scope} and seleta_search_text(${name}::text) <% ${short}
        and similarity(seleta_search_text(c.name), seleta_search_text(${name}::text)) >= ${NAME_SIMILARITY}`);
  }
  if (lookups.length === 0) return [];
  const result = (await executor.execute(sql`
    with found as (${sql.join(lookups, sql` union all `)})
    select c.id, c.name, c.email, array_agg(distinct found.reason) as reasons
    from found join ${candidates} c on c.id = found.id
    group by c.id, c.name, c.email
    order by count(distinct found.reason) desc, c.id
    limit ${perAnswer}`)) as unknown as {
    rows: { id: number; name: string; email: string | null; reasons: string[] | string }[];
  };
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    email: row.email ?? null,
    reasons: DUPLICATE_REASONS.filter((reason) => pgArray(row.reasons).includes(reason)),
  }));
}

/** A text[] as either driver returns it (an array, or PostgreSQL's `{a,b}` text). */
function pgArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean);
}
