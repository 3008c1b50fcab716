/**
 * The candidate area's side menu (spec §2): the profile's sections, then the area's pages. The registration wizard
 * is shown without it: a candidate who has not finished registering has only the wizard.
 */
import { defineMessages, type Message } from "../i18n/messageSet";
import { uiMessages } from "../i18n/uiMessages";

export const candidateMenuMessages = defineMessages("candidatePortal.menu", {
  menu: { "pt-BR": "Menu do candidato", en: "Candidate menu" },
  curriculum: { "pt-BR": "CV", en: "CV" },
  languages: { "pt-BR": "Idiomas", en: "Languages" },
  pretensions: { "pt-BR": "Preferências", en: "Preferences" },
  skills: { "pt-BR": "Habilidades", en: "Skills" },
  experience: { "pt-BR": "Experiência", en: "Experience" },
  educations: { "pt-BR": "Formação", en: "Education" },
  home: { "pt-BR": "Dashboard", en: "Dashboard" },
  settings: { "pt-BR": "Login", en: "Login" },
  searchJobs: { "pt-BR": "Pesquisar vagas", en: "Search jobs" },
  userMenu: { "pt-BR": "Menu da conta", en: "Account menu" },
  greeting: { "pt-BR": "Olá, {name}", en: "Hi, {name}" },
  skipToContent: { "pt-BR": "Ir para o conteúdo", en: "Skip to content" },
  openMenu: { "pt-BR": "Abrir menu", en: "Open menu" },
});

const M = candidateMenuMessages.messages;
const U = uiMessages.messages;

/** Which icon an entry shows (the widget maps these to its icon set). */
export type CandidateMenuIcon =
  | "overview"
  | "data"
  | "file"
  | "languages"
  | "preferences"
  | "skills"
  | "experience"
  | "education"
  | "dashboard"
  | "jobs"
  | "applications"
  | "login";

export type CandidateMenuEntry = { readonly href: string; readonly label: Message; readonly icon: CandidateMenuIcon };

export const candidateMenu: readonly CandidateMenuEntry[] = [
  { href: "/candidates/overview", label: U.candidateSideOverview, icon: "overview" },
  { href: "/candidates/info", label: U.candidateSideData, icon: "data" },
  { href: "/candidates/curriculum", label: M.curriculum, icon: "file" },
  { href: "/candidates/languages", label: M.languages, icon: "languages" },
  { href: "/candidates/pretensions", label: M.pretensions, icon: "preferences" },
  { href: "/candidates/skills", label: M.skills, icon: "skills" },
  { href: "/candidates/experience", label: M.experience, icon: "experience" },
  { href: "/candidates/educations", label: M.educations, icon: "education" },
  { href: "/candidates/home", label: M.home, icon: "dashboard" },
  { href: "/jobs", label: U.candidateSideJobs, icon: "jobs" },
  { href: "/candidates/candidacy", label: U.candidateSideApplies, icon: "applications" },
  { href: "/candidates/settings", label: M.settings, icon: "login" },
];

/** The registration wizard's pages: the area's frame without its side menu. */
export function showsCandidateMenu(pathname: string): boolean {
  return !/^\/candidates\/register(?:\/|$)/.test(pathname);
}

/** The entry the path is in (a sub-page keeps its section current), or undefined. */
export function currentMenuEntry(pathname: string): CandidateMenuEntry | undefined {
  const path = pathname.replace(/\/+$/, "");
  return candidateMenu.find((entry) => path === entry.href || path.startsWith(`${entry.href}/`));
}

/** The public job board's search for a term typed in the top bar (`/jobs?term=…`). */
export function jobSearchHref(term: string): string {
  const trimmed = term.trim();
  return trimmed === "" ? "/jobs" : `/jobs?${new URLSearchParams({ term: trimmed }).toString()}`;
}
