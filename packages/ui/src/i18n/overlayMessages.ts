import type { UiMessages } from "./types";

/**
 * Messages of the overlay primitives. Ids are `ui.<component>.<key>`; pt-BR is the default language. The delete
 * confirmations keep the spec's English wording (§5) word for word.
 */
export const overlayMessages: UiMessages = {
  "pt-BR": {
    "ui.dialog.close": "Fechar",
    "ui.confirmDialog.title": "Confirmar exclusão",
    "ui.confirmDialog.deleteOne": "Tem certeza de que deseja excluir este {label}?",
    "ui.confirmDialog.deleteMany": "Tem certeza de que deseja excluir {n} itens?",
    "ui.confirmDialog.confirm": "Excluir",
    "ui.confirmDialog.cancel": "Cancelar",
    "ui.drawer.collapse": "Recolher menu",
    "ui.drawer.expand": "Expandir menu",
    "ui.drawer.open": "Abrir menu",
    "ui.drawer.close": "Fechar menu",
    "ui.tabs.badge": "{count, plural, one {# novo} other {# novos}}",
    "ui.toast.region": "Notificações",
    "ui.toast.close": "Fechar notificação",
    "ui.table.columns": "Colunas",
    "ui.table.empty": "Nenhum registro encontrado.",
    "ui.table.select": "Selecionar",
    "ui.table.selectAll": "Selecionar tudo",
    "ui.pagination.label": "Paginação",
    "ui.pagination.previous": "Página anterior",
    "ui.pagination.next": "Próxima página",
    "ui.pagination.page": "Página {page}",
  },
  en: {
    "ui.dialog.close": "Close",
    "ui.confirmDialog.title": "Confirm deletion",
    "ui.confirmDialog.deleteOne": "Are you sure you want to delete this {label}?",
    "ui.confirmDialog.deleteMany": "Are you sure you want to delete {n} items?",
    "ui.confirmDialog.confirm": "Delete",
    "ui.confirmDialog.cancel": "Cancel",
    "ui.drawer.collapse": "Collapse menu",
    "ui.drawer.expand": "Expand menu",
    "ui.drawer.open": "Open menu",
    "ui.drawer.close": "Close menu",
    "ui.tabs.badge": "{count} new",
    "ui.toast.region": "Notifications",
    "ui.toast.close": "Close notification",
    "ui.table.columns": "Columns",
    "ui.table.empty": "No records found.",
    "ui.table.select": "Select",
    "ui.table.selectAll": "Select all",
    "ui.pagination.label": "Pagination",
    "ui.pagination.previous": "Previous page",
    "ui.pagination.next": "Next page",
    "ui.pagination.page": "Page {page}",
  },
};
