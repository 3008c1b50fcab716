import { defineCatalogue } from "./catalogue";

/** Spec §6, the three login strategies; `candidates` is the default. */
export const authStrategies = defineCatalogue("authStrategy", [
  { id: 1, key: "candidates", label: { "pt-BR": "Candidatos", en: "Candidates" } },
  { id: 2, key: "recruiters", label: { "pt-BR": "Recrutadores", en: "Recruiters" } },
  { id: 3, key: "client_contacts", label: { "pt-BR": "Contatos de clientes", en: "Client contacts" } },
] as const);

export type AuthStrategy = (typeof authStrategies.entries)[number]["key"];
export const AUTH_STRATEGIES: readonly AuthStrategy[] = authStrategies.entries.map((entry) => entry.key);
export const DEFAULT_STRATEGY: AuthStrategy = "candidates";
