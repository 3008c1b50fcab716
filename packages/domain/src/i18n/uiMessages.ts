import { defineMessages } from "./messageSet";

/**
 * Spec §2 and §8 texts that belong to no single reducer: errors, toasts and labels the app's screens show.
 * Kept here so every text the spec names has one id and both languages.
 */
export const uiMessages = defineMessages("ui", {
  pageNotFound: { "pt-BR": "Esta página não foi encontrada", en: "This page could not be found" },
  unknownMiddleware: { "pt-BR": "Middleware desconhecido", en: "Unknown middleware" },
  errorPageFailed: {
    "pt-BR": "Ocorreu um erro ao exibir a página de erro",
    en: "An error occurred while showing the error page",
  },
  back: { "pt-BR": "Voltar", en: "Back" },
  removeSuccess: { "pt-BR": "{label} removido com sucesso!", en: "Success on remove {label}!" },
  removeError: { "pt-BR": "Erro ao remover {label}!", en: "Error on remove {label}!" },
  collectionDeleteError: { "pt-BR": "Erro ao excluir {entity}", en: "Error on delete {entity}" },
  uploadError: { "pt-BR": "Erro ao adicionar arquivo!", en: "Error on add file!" },
  entityPageRemoveError: { "pt-BR": "Erro ao remover página!", en: "Error removing the page!" },
  searchJobsPlaceholder: { "pt-BR": "Pesquisar vagas...", en: "Search jobs..." },
  entitiesPanel: { "pt-BR": "Entidades", en: "Entities" },
  search: { "pt-BR": "Pesquisar", en: "Search" },
  addNew: { "pt-BR": "Adicionar", en: "Add new" },
  notifications: { "pt-BR": "Notificações", en: "Notifications" },
  viewTable: { "pt-BR": "Tabela", en: "Table" },
  viewBlocks: { "pt-BR": "Blocos", en: "Blocks" },
  viewKanban: { "pt-BR": "Kanban", en: "Kanban" },
  filters: { "pt-BR": "Filtros", en: "Filters" },
  columns: { "pt-BR": "Colunas", en: "Columns" },
  resetList: { "pt-BR": "Limpar filtros", en: "Reset" },
  selectedCount: { "pt-BR": "{n} selecionados", en: "{n} selected" },
  candidateSideOverview: { "pt-BR": "Visão Geral", en: "Overview" },
  candidateSideData: { "pt-BR": "Seus Dados", en: "Your data" },
  candidateSideJobs: { "pt-BR": "Vagas", en: "Jobs" },
  candidateSideApplies: { "pt-BR": "Candidaturas", en: "Applications" },
  logout: { "pt-BR": "Sair", en: "Log out" },
});
