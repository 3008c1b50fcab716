/**
 * What the list's selection bar decides before anything is sent (bulkActions.ts re-exports it, beside the schemas
 * the API validates with): a list page loads this, and no zod.
 */
import type { Locale } from "../catalogues/catalogue";
import { formatMessage } from "../i18n/messageSet";
import type { SelectAllSearch } from "./bulkActions";
import { V } from "./messages";

/** The boolean full-text parameters of a list; any of them narrows a "select all". */
const TERMS_KEYS = ["terms_search", "terms_required", "terms_optional", "terms_excluded"] as const;

/** Keys of `where` that say which rows were picked, not which rows match: they narrow nothing. */
const SELECTION_KEYS = new Set(["id", "all"]);

/** True when a "select all" would reach every record of the entity: no term, no where, no filter. */
export function isUnfilteredSelectAll(
  search: Pick<SelectAllSearch, "term" | "where" | "filter"> &
    Partial<Pick<SelectAllSearch, (typeof TERMS_KEYS)[number]>>,
): boolean {
  const hasTerm = [search.term, ...TERMS_KEYS.map((key) => search[key])].some((term) => (term ?? "").trim() !== "");
  const hasWhere = Object.keys(search.where).some((key) => !SELECTION_KEYS.has(key));
  return !hasTerm && !hasWhere && search.filter.length === 0;
}

/** Spec §7: more than 200 recipients leave Microsoft mail for the bulk mail service. */
export const BULK_MAIL_THRESHOLD = 200;
export type MailSendingType = "microsoft" | "bulk";

export function mailSendingType(recipientCount: number): MailSendingType {
  return recipientCount > BULK_MAIL_THRESHOLD ? "bulk" : "microsoft";
}

/** Spec §5, the delete confirmation: one record by its label, several by their count. */
export function deleteConfirmation(count: number, label: string, locale: Locale): string {
  return count === 1
    ? formatMessage(V.deleteOne, locale, { label })
    : formatMessage(V.deleteMany, locale, { n: count });
}
