import { defineCatalogue } from "./catalogue";

/** Where a message of the public contact form stands: as it arrived, read by an administrator, answered. */
export const contactMessageStatuses = defineCatalogue("contactMessageStatus", [
  { id: 1, key: "new", label: { "pt-BR": "Nova", en: "New" } },
  { id: 2, key: "read", label: { "pt-BR": "Lida", en: "Read" } },
  { id: 3, key: "answered", label: { "pt-BR": "Respondida", en: "Answered" } },
] as const);
