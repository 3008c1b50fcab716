import { formatPhoneByLength } from "@seleta/ui/phone";
import type { Locale } from "../../catalogues/catalogue";
import type { ColumnStructure } from "../../entities/columnsStructure";
import { formatDate, formatDateTime } from "../../format/dates";
import { numberFormat } from "../../format/formatters";
import { formatCurrency, formatPercent } from "../../format/money";
import { listViewMessages } from "./messages";

/**
 * A value as a list cell shows it, by the field's kind: catalogue labels, dd/mm/yyyy dates, BRL amounts. Kinds
 * without a text form (images, files, objects) show nothing: a container's `renderCell` draws them.
 */
export function cellText(column: ColumnStructure, value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === "") return "";
  const optionLabel = (id: unknown) => column.options?.find((option) => option.id === id)?.label[locale] ?? String(id);
  switch (column.kind) {
    case "select":
      return optionLabel(value);
    case "multiSelect":
      return Array.isArray(value) ? value.map(optionLabel).join(", ") : optionLabel(value);
    case "boolean":
      return listViewMessages.messages[value ? "yes" : "no"][locale];
    case "date":
      return formatDate(String(value));
    case "datetime":
      return formatDateTime(String(value));
    case "currency":
      return typeof value === "number" ? formatCurrency(value, locale) : String(value);
    case "percent":
      return typeof value === "number" ? formatPercent(value, locale) : String(value);
    case "integer":
    case "decimal":
      return typeof value === "number" ? numberFormat(locale).format(value) : String(value);
    case "phone":
      return formatPhoneByLength(String(value));
    case "image":
    case "file":
    case "object":
    case "list":
    case "map":
    case "json":
    case "richText":
      return "";
    default:
      return Array.isArray(value) ? value.join(", ") : String(value);
  }
}
