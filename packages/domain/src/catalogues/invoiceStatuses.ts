import { defineCatalogue } from "./catalogue";

/** Invoice statuses: an invoice is issued as a Brazilian service invoice (NFS-e) and then paid. */
export const invoiceStatuses = defineCatalogue("invoiceStatus", [
  { id: 1, key: "draft", label: { "pt-BR": "Rascunho", en: "Draft" } },
  { id: 2, key: "issued", label: { "pt-BR": "Emitida", en: "Issued" } },
  { id: 3, key: "paid", label: { "pt-BR": "Paga", en: "Paid" } },
  { id: 4, key: "overdue", label: { "pt-BR": "Vencida", en: "Overdue" } },
  { id: 5, key: "cancelled", label: { "pt-BR": "Cancelada", en: "Cancelled" } },
] as const);
