import { defineMessages } from "../../../i18n/messageSet";

/**
 * The job board's texts (the public `/jobs` pages and their widgets). Kept with the widgets, out of the model's `.`
 * entry: the app adds them to its messages with `widgetMessageSets`, and a widget falls back to these texts where
 * it has not.
 */
export const jobBoardMessages = defineMessages("jobBoard", {
  searchTitle: { "pt-BR": "Buscar vagas", en: "Search jobs" },
  term: { "pt-BR": "Cargo, área ou palavra-chave", en: "Job title, area or keyword" },
  termPlaceholder: { "pt-BR": "Ex.: gerente financeiro", en: "E.g. finance manager" },
  specialty: { "pt-BR": "Área de negócio", en: "Business area" },
  state: { "pt-BR": "Estado", en: "State" },
  city: { "pt-BR": "Cidade", en: "City" },
  workType: { "pt-BR": "Modelo de trabalho", en: "Work type" },
  hiringRegime: { "pt-BR": "Regime de contratação", en: "Hiring regime" },
  anyOption: { "pt-BR": "Todos", en: "Any" },
  submit: { "pt-BR": "Buscar", en: "Search" },
  clear: { "pt-BR": "Limpar busca", en: "Clear search" },
  total: {
    "pt-BR": "{total, plural, =0 {Nenhuma vaga} one {# vaga} other {# vagas}}",
    en: "{total, plural, =0 {No jobs} one {# job} other {# jobs}}",
  },
  totalCapped: { "pt-BR": "Mais de {total, number} vagas", en: "More than {total, number} jobs" },
  emptyTitle: { "pt-BR": "Nenhuma vaga encontrada", en: "No jobs found" },
  emptySearched: {
    "pt-BR": "Nenhuma vaga publicada corresponde a esta busca. Tente outras palavras ou limpe a busca.",
    en: "No published job matches this search. Try other words, or clear the search.",
  },
  emptyBoard: {
    "pt-BR": "Não há vagas publicadas no momento. Volte em breve.",
    en: "There are no published jobs right now. Please come back soon.",
  },
  seeAllJobs: { "pt-BR": "Ver todas as vagas", en: "See all jobs" },
  notices: { "pt-BR": "Sobre esta busca", en: "About this search" },
  "notice.page_out_of_range": {
    "pt-BR": "Essa página não existe nesta busca: mostramos a mais próxima.",
    en: "That page does not exist for this search: here is the nearest one.",
  },
  "notice.term_too_long": {
    "pt-BR": "O texto buscado era longo demais: buscamos pelo começo dele.",
    en: "The search text was too long: we searched for its beginning.",
  },
  "notice.unknown_specialty": {
    "pt-BR": "A área de negócio pedida não existe: a busca inclui todas as áreas.",
    en: "The business area asked for does not exist: the search includes every area.",
  },
  "notice.unknown_state": {
    "pt-BR": "O estado pedido não existe: a busca inclui todos os estados.",
    en: "The state asked for does not exist: the search includes every state.",
  },
  "notice.unknown_work_type": {
    "pt-BR": "O modelo de trabalho pedido não existe: a busca inclui todos os modelos.",
    en: "The work type asked for does not exist: the search includes every work type.",
  },
  "notice.unknown_hiring_regime": {
    "pt-BR": "O regime de contratação pedido não existe: a busca inclui todos os regimes.",
    en: "The hiring regime asked for does not exist: the search includes every regime.",
  },
  posted: { "pt-BR": "Publicada em {date}", en: "Posted on {date}" },
  remote: { "pt-BR": "Remoto", en: "Remote" },
  salaryExact: { "pt-BR": "{amount} por mês", en: "{amount} a month" },
  salaryRange: { "pt-BR": "{min} a {max} por mês", en: "{min} to {max} a month" },
  salaryFrom: { "pt-BR": "A partir de {min} por mês", en: "From {min} a month" },
  salaryUpTo: { "pt-BR": "Até {max} por mês", en: "Up to {max} a month" },
  factSpecialty: { "pt-BR": "Área", en: "Area" },
  factLocation: { "pt-BR": "Local", en: "Location" },
  factWorkType: { "pt-BR": "Modelo de trabalho", en: "Work type" },
  factHiringRegime: { "pt-BR": "Regime", en: "Hiring regime" },
  factSalary: { "pt-BR": "Salário", en: "Salary" },
  factContract: { "pt-BR": "Tipo de contrato", en: "Contract type" },
  factBenefits: { "pt-BR": "Benefícios", en: "Benefits" },
  factOpenedAt: { "pt-BR": "Aberta em", en: "Opened on" },
  factOpenings: { "pt-BR": "Posições", en: "Positions" },
  factPosted: { "pt-BR": "Publicada em", en: "Posted on" },
  factValidThrough: { "pt-BR": "Inscrições até", en: "Apply by" },
  description: { "pt-BR": "Descrição da vaga", en: "Job description" },
  requirements: { "pt-BR": "Requisitos", en: "Requirements" },
  similar: { "pt-BR": "Vagas semelhantes", en: "Similar jobs" },
  share: { "pt-BR": "Compartilhar esta vaga", en: "Share this job" },
  "share.linkedin": { "pt-BR": "LinkedIn", en: "LinkedIn" },
  "share.whatsapp": { "pt-BR": "WhatsApp", en: "WhatsApp" },
  "share.x": { "pt-BR": "X (Twitter)", en: "X (Twitter)" },
  "share.email": { "pt-BR": "E-mail", en: "Email" },
  shareOn: {
    "pt-BR": "Compartilhar no {network} (abre em nova aba)",
    en: "Share on {network} (opens in a new tab)",
  },
  shareByEmail: { "pt-BR": "Enviar por e-mail", en: "Send by email" },
  apply: { "pt-BR": "Candidatar-se", en: "Apply" },
  applyHint: {
    "pt-BR": "Entre ou cadastre-se na área do candidato para enviar sua candidatura.",
    en: "Sign in or sign up in the candidate area to send your application.",
  },
  pagination: { "pt-BR": "Páginas de resultados", en: "Result pages" },
  previous: { "pt-BR": "Anterior", en: "Previous" },
  next: { "pt-BR": "Próxima", en: "Next" },
  previousPage: { "pt-BR": "Página anterior", en: "Previous page" },
  nextPage: { "pt-BR": "Próxima página", en: "Next page" },
  pageN: { "pt-BR": "Página {page}", en: "Page {page}" },
});
