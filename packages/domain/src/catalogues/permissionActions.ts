import { defineCatalogue } from "./catalogue";

/** What a role may do with an entity, labelled: a role's permissions store the entries' keys (`ACTIONS`). */
export const permissionActions = defineCatalogue("permissionAction", [
  { id: 1, key: "read", label: { "pt-BR": "Ver", en: "Read" } },
  { id: 2, key: "create", label: { "pt-BR": "Criar", en: "Create" } },
  { id: 3, key: "update", label: { "pt-BR": "Editar", en: "Update" } },
  { id: 4, key: "delete", label: { "pt-BR": "Excluir", en: "Delete" } },
  { id: 5, key: "export", label: { "pt-BR": "Exportar", en: "Export" } },
  { id: 6, key: "bulk", label: { "pt-BR": "Ações em massa", en: "Bulk actions" } },
] as const);
