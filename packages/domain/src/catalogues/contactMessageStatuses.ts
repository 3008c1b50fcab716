import { defineCatalogue } from "./catalogue";

/**
 * Where a message of the public contact form stands: as it arrived, read by an administrator, answered; or held
 * (over a flood limit: kept, not mailed, until an administrator releases it).
 */
export const contactMessageStatuses = defineCatalogue("contactMessageStatus", [
  { id: 1, key: "new", label: { "pt-BR": "Nova", en: "New" } },
  { id: 2, key: "read", label: { "pt-BR": "Lida", en: "Read" } },
  { id: 3, key: "answered", label: { "pt-BR": "Respondida", en: "Answered" } },
  { id: 4, key: "held", label: { "pt-BR": "Retida", en: "Held" } },
] as const);
