import { defineCatalogue } from "./catalogue";

/** Spec §9, the 22 sources an apply can come from: the Brazilian job boards, sourcing and referrals. */
export const applySources = defineCatalogue("applySource", [
  { id: 1, key: "careersSite", label: { "pt-BR": "Site de carreiras", en: "Careers site" } },
  { id: 2, key: "linkedin", label: { "pt-BR": "LinkedIn", en: "LinkedIn" } },
  { id: 3, key: "linkedinRecruiter", label: { "pt-BR": "LinkedIn Recruiter", en: "LinkedIn Recruiter" } },
  { id: 4, key: "indeed", label: { "pt-BR": "Indeed", en: "Indeed" } },
  { id: 5, key: "glassdoor", label: { "pt-BR": "Glassdoor", en: "Glassdoor" } },
  { id: 6, key: "catho", label: { "pt-BR": "Catho", en: "Catho" } },
  { id: 7, key: "infojobs", label: { "pt-BR": "InfoJobs", en: "InfoJobs" } },
  { id: 8, key: "vagas", label: { "pt-BR": "Vagas.com", en: "Vagas.com" } },
  { id: 9, key: "gupy", label: { "pt-BR": "Gupy", en: "Gupy" } },
  { id: 10, key: "programathor", label: { "pt-BR": "Programathor", en: "Programathor" } },
  { id: 11, key: "referral", label: { "pt-BR": "Indicação", en: "Referral" } },
  { id: 12, key: "clientReferral", label: { "pt-BR": "Indicação do cliente", en: "Client referral" } },
  { id: 13, key: "headhunting", label: { "pt-BR": "Hunting do consultor", en: "Consultant headhunting" } },
  { id: 14, key: "talentPool", label: { "pt-BR": "Banco de talentos", en: "Talent pool" } },
  { id: 15, key: "email", label: { "pt-BR": "E-mail", en: "E-mail" } },
  { id: 16, key: "whatsapp", label: { "pt-BR": "WhatsApp", en: "WhatsApp" } },
  { id: 17, key: "event", label: { "pt-BR": "Evento", en: "Event" } },
  { id: 18, key: "socialMedia", label: { "pt-BR": "Redes sociais", en: "Social media" } },
  { id: 19, key: "university", label: { "pt-BR": "Universidade", en: "University" } },
  { id: 20, key: "otherJobBoard", label: { "pt-BR": "Outro site de vagas", en: "Other job board" } },
  { id: 21, key: "recruiter", label: { "pt-BR": "Cadastro pelo recrutador", en: "Added by recruiter" } },
  { id: 22, key: "other", label: { "pt-BR": "Outra", en: "Other" } },
] as const);
