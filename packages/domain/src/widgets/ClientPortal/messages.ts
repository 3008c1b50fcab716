import { defineMessages } from "../../i18n/messageSet";

/** Spec §2 "Client-contact area": the client contacts' portal (its frame, jobs, shortlists sent and projects). */
export const clientPortalMessages = defineMessages("clientPortal", {
  area: { "pt-BR": "Área do cliente", en: "Client area" },
  menu: { "pt-BR": "Menu da área do cliente", en: "Client area menu" },
  skipToContent: { "pt-BR": "Pular para o conteúdo", en: "Skip to content" },
  signOut: { "pt-BR": "Sair", en: "Sign out" },
  signOutFailed: {
    "pt-BR": "Não foi possível sair. Tente novamente.",
    en: "Could not sign out. Please try again.",
  },
  greeting: { "pt-BR": "Olá, {name}", en: "Hi, {name}" },
  homeLead: {
    "pt-BR": "Acompanhe as vagas da sua empresa e avalie os candidatos que apresentamos.",
    en: "Follow your company's jobs and review the candidates we present.",
  },
  jobsTitle: { "pt-BR": "Vagas", en: "Jobs" },
  jobsLead: {
    "pt-BR": "As vagas da sua empresa, com as candidaturas e as shortlists enviadas a você.",
    en: "Your company's jobs, with their applications and the shortlists sent to you.",
  },
  jobsEmpty: { "pt-BR": "Nenhuma vaga ainda", en: "No jobs yet" },
  jobsEmptyHelp: {
    "pt-BR": "Quando o seu consultor abrir uma vaga da sua empresa, ela aparecerá aqui.",
    en: "When your consultant opens a job for your company, it will show here.",
  },
  status: { "pt-BR": "Situação", en: "Status" },
  applies: {
    "pt-BR": "{count, plural, =0 {Nenhuma candidatura} one {# candidatura} other {# candidaturas}}",
    en: "{count, plural, =0 {No applications} one {# application} other {# applications}}",
  },
  shortlisted: {
    "pt-BR":
      "{count, plural, =0 {Nenhum candidato apresentado} one {# candidato apresentado} other {# candidatos apresentados}}",
    en: "{count, plural, =0 {No candidates presented} one {# candidate presented} other {# candidates presented}}",
  },
  latestShortlist: { "pt-BR": "Última shortlist: {name} ({date})", en: "Latest shortlist: {name} ({date})" },
  noShortlist: { "pt-BR": "Nenhuma shortlist enviada a você ainda.", en: "No shortlist sent to you yet." },
  reviewShortlist: { "pt-BR": "Avaliar a shortlist {name}", en: "Review the shortlist {name}" },
  openedAt: { "pt-BR": "Aberta em {date}", en: "Opened on {date}" },
  deadline: { "pt-BR": "Prazo: {date}", en: "Deadline: {date}" },
  openings: {
    "pt-BR": "{count, plural, one {# posição} other {# posições}}",
    en: "{count, plural, one {# opening} other {# openings}}",
  },
  backToJobs: { "pt-BR": "Voltar às vagas", en: "Back to jobs" },
  shortlistsTitle: { "pt-BR": "Shortlists enviadas a você", en: "Shortlists sent to you" },
  shortlistsEmpty: { "pt-BR": "Nenhuma shortlist ainda", en: "No shortlists yet" },
  shortlistsEmptyHelp: {
    "pt-BR": "Quando o seu consultor enviar uma shortlist desta vaga a você, ela aparecerá aqui.",
    en: "When your consultant sends you a shortlist for this job, it will show here.",
  },
  sentOn: { "pt-BR": "Enviada em {date}", en: "Sent on {date}" },
  candidates: { "pt-BR": "Candidatos apresentados", en: "Candidates presented" },
  noCandidates: { "pt-BR": "Nenhum candidato nesta shortlist.", en: "No candidates in this shortlist." },
  position: { "pt-BR": "{n}º", en: "#{n}" },
  yourRating: { "pt-BR": "Sua avaliação", en: "Your rating" },
  liked: { "pt-BR": "Gostou", en: "Liked" },
  disliked: { "pt-BR": "Não gostou", en: "Disliked" },
  starred: { "pt-BR": "Favorito", en: "Favourite" },
  notRated: { "pt-BR": "Ainda não avaliado", en: "Not rated yet" },
  projectsTitle: { "pt-BR": "Projetos", en: "Projects" },
  projectsLead: {
    "pt-BR": "Os projetos da sua empresa conosco e as vagas de cada um.",
    en: "Your company's projects with us and the jobs of each.",
  },
  projectsEmpty: { "pt-BR": "Nenhum projeto ainda", en: "No projects yet" },
  projectsEmptyHelp: {
    "pt-BR": "Os projetos da sua empresa aparecerão aqui.",
    en: "Your company's projects will show here.",
  },
  jobsCount: {
    "pt-BR": "{count, plural, =0 {Nenhuma vaga} one {# vaga} other {# vagas}}",
    en: "{count, plural, =0 {No jobs} one {# job} other {# jobs}}",
  },
  period: { "pt-BR": "{start} a {end}", en: "{start} to {end}" },
  since: { "pt-BR": "Desde {date}", en: "Since {date}" },
  projectJobs: { "pt-BR": "Vagas do projeto", en: "The project's jobs" },
  projectJobsEmpty: { "pt-BR": "Nenhuma vaga neste projeto ainda.", en: "No jobs in this project yet." },
  backToProjects: { "pt-BR": "Voltar aos projetos", en: "Back to projects" },
});
