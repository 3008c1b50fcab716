/**
 * Who may do what to a row of an entity with private rows (the registry's `privateRows`: a note kept private, a
 * template or a list kept by its owner until shared), from the row's facts alone. One rule for the API, which checks
 * a row by it (apps/api authz/policy.ts, beside its SQL form for lists), and for the pages, which offer only what it
 * allows (a colleague's shared template shows no Edit or Delete).
 */
import type { AnyEntity, PrivateRowsFlag } from "../entities/defineEntity";
import type { Action } from "./actions";
import { can, type PermissionSubject } from "./can";

export type PrivateRowsRule = { readonly flagMeans: PrivateRowsFlag; readonly sharedActions: readonly Action[] };

/** A row's facts: its flag, its owner's id, and the ids of the recruiters it is shared with by name (if any). */
export type PrivateRowFacts = { readonly flag: unknown; readonly owner: unknown; readonly members?: unknown };

/**
 * Whether a row's flag opens it to others for `action`: a private-flagged entity's row unless flagged; a
 * shared-flagged entity's row when flagged, and then only for what others may do to a shared row (`sharedActions`:
 * they read it, its owner alone changes it, unless the entity says more). A null flag is unflagged.
 */
export function openToOthers(rule: PrivateRowsRule, action: Action, flag: unknown): boolean {
  if (rule.flagMeans === "private") return flag !== true;
  return rule.sharedActions.includes(action) && flag === true;
}

/** Whether `viewer` (a recruiter's id; null for nobody) may do `action` to the row: open to others, or theirs. */
export function privateRowAllows(
  rule: PrivateRowsRule,
  facts: PrivateRowFacts,
  viewer: number | null,
  action: Action,
): boolean {
  if (openToOthers(rule, action, facts.flag)) return true;
  if (viewer === null) return false;
  if (facts.owner !== null && facts.owner !== undefined && Number(facts.owner) === viewer) return true;
  return (
    rule.sharedActions.includes(action) &&
    Array.isArray(facts.members) &&
    facts.members.some((id) => Number(id) === viewer)
  );
}

/**
 * Whether `user` may do `action` to a record they read: their role allows it on the entity (`can`), and the record's
 * private-rows rule allows it to them (a colleague's shared template: read, not changed). What a page offers on a
 * record's page; the API refuses the rest.
 */
export function canOnRecord(
  user: (PermissionSubject & { readonly id: number }) | null | undefined,
  action: Action,
  entity: Pick<AnyEntity, "name" | "area" | "adminOnly" | "privateRows">,
  record: Readonly<Record<string, unknown>>,
): boolean {
  if (!can(user, action, entity)) return false;
  const rule = entity.privateRows;
  if (!rule) return true;
  const facts = {
    flag: record[rule.flag],
    owner: record[rule.owner],
    members: rule.members ? record[rule.members] : [],
  };
  return privateRowAllows(rule, facts, user?.id ?? null, action);
}
