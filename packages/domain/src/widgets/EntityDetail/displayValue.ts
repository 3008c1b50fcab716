import { formatPhoneByLength } from "@seleta/ui/phone";
import { catalogueLabel, type Locale } from "../../catalogues/catalogue";
import type { FieldDefinition } from "../../entities/defineEntity";
import { formatDate, formatDateTime } from "../../format/dates";
import { numberFormat } from "../../format/formatters";
import { formatCurrency, formatPercent } from "../../format/money";
import { formatMessage } from "../../i18n/messageSet";
import { entityFormMessages } from "../../state/entityForm";

const M = entityFormMessages.messages;

/** Names of linked records by id (a relation shows a name, not an id). */
export type RelationLabels = Readonly<Record<string, string>>;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

function relationName(id: unknown, labels: RelationLabels | undefined): string {
  return labels?.[String(id)] ?? `#${String(id)}`;
}

/** A structure's readable gist: its plain values, in order ("Banco X · Gerente · 2019-03-01"). */
function gist(value: Record<string, unknown>): string {
  return Object.values(value)
    .filter((inner) => typeof inner === "string" || typeof inner === "number")
    .join(" · ");
}

/**
 * A stored value as a reader sees it in the record's page (spec §1: dd/mm/yyyy, BRL; catalogue labels in the user's
 * language; a relation by its record's name). Empty — or withheld, for a sensitive field — reads "—".
 */
export function displayValue(
  field: FieldDefinition,
  value: unknown,
  locale: Locale,
  relationLabels?: RelationLabels,
): string {
  if (isEmpty(value)) return M.empty[locale];
  switch (field.kind) {
    case "boolean":
      return (value ? M.yes : M.no)[locale];
    case "integer":
    case "decimal":
      return typeof value === "number" ? numberFormat(locale).format(value) : String(value);
    case "currency":
      return formatCurrency(Number(value), locale);
    case "percent":
      return formatPercent(Number(value), locale);
    case "date":
      return formatDate(String(value));
    case "datetime":
      return formatDateTime(String(value));
    case "phone":
      return formatPhoneByLength(String(value));
    case "select":
      return field.catalogue ? catalogueLabel(field.catalogue, Number(value), locale) : String(value);
    case "multiSelect":
      return (value as unknown[])
        .map((id) => (field.catalogue ? catalogueLabel(field.catalogue, Number(id), locale) : String(id)))
        .join(", ");
    case "relation":
      return relationName(value, relationLabels);
    case "relations":
      return (value as unknown[]).map((id) => relationName(id, relationLabels)).join(", ");
    case "tags":
      return (value as unknown[]).join(", ");
    case "file":
    case "image":
      return decodeURIComponent(String(value).split(/[?#]/)[0]?.split("/").pop() ?? String(value));
    case "richText":
      // Shown as text: the page never injects stored HTML.
      return String(value)
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    case "list":
      return formatMessage(M.items, locale, { n: (value as unknown[]).length });
    case "object":
    case "map":
    case "json":
      return typeof value === "object" ? gist(value as Record<string, unknown>) : String(value);
    default:
      return String(value);
  }
}
