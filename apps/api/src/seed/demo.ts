import type { BrandKey } from "@seleta/brand-themes/brands";

/** Public on purpose: the demo accounts' password (never seeded into a production database without opting in). */
export const DEMO_PASSWORD = "seleta-demo-2026";

/** Candidates of the demo; `npm run seed -- --scale N` sets another number and the rest follows (demoCounts). */
export const DEMO_CANDIDATES = 2000;

/** The group's firms in the demo data set, and the brands each serves. */
export const demoBusinesses = [
  { name: "Seleta Executive Search", brand: "executive", brands: ["local", "default", "executive", "interim"] },
  { name: "Seleta Tech", brand: "tech", brands: ["tech"] },
  { name: "Seleta Finance & Legal", brand: "finance", brands: ["finance"] },
] as const satisfies readonly { name: string; brand: BrandKey; brands: readonly BrandKey[] }[];

export type DemoAccountKind = "admin" | "recruiter" | "candidate" | "newCandidate" | "client";

/** The accounts `npm start` prints on its first run; all use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: Readonly<
  Record<DemoAccountKind, { email: string; strategy: "recruiters" | "candidates" | "client_contacts"; what: string }>
> = {
  admin: { email: "admin@seleta.test", strategy: "recruiters", what: "administrator (recruiter, every business)" },
  recruiter: {
    email: "recruiter@seleta.test",
    strategy: "recruiters",
    what: "recruiter who may read candidates, jobs, client companies, client contacts and tasks",
  },
  candidate: { email: "candidate@seleta.test", strategy: "candidates", what: "candidate, confirmed and complete" },
  newCandidate: {
    email: "newcandidate@seleta.test",
    strategy: "candidates",
    what: "candidate, confirmed, registration not completed",
  },
  client: {
    email: "client@seleta.test",
    strategy: "client_contacts",
    what: "client contact whose company has a job with a sent shortlist",
  },
};

/** How many rows of each kind a seed of `candidates` candidates makes (2,000: the demo). */
export function demoCounts(candidates: number) {
  const scale = candidates / DEMO_CANDIDATES;
  const atLeast = (minimum: number, value: number) => Math.max(minimum, Math.round(value));
  return {
    recruiters: atLeast(12, 12 * scale),
    clientCompanies: atLeast(6, 40 * scale),
    clientContactsPerCompany: 3,
    jobs: atLeast(9, 80 * scale),
    candidates,
    applies: Math.round(candidates * 1.5),
    tasks: atLeast(10, 300 * scale),
    notes: atLeast(10, 600 * scale),
    proposals: atLeast(6, 60 * scale),
    notificationsPerRecruiter: 15,
  };
}

/** The tables the demo fills (the seed test and `npm run seed` count their rows). */
export const SEEDED_TABLES = [
  "businesses",
  "site_configs",
  "roles",
  "recruiters",
  "accounts",
  "client_companies",
  "client_contacts",
  "jobs",
  "candidates",
  "applies",
  "submissions",
  "interviews",
  "placements",
  "proposals",
  "tasks",
  "notes",
  "shortlists",
  "shortlist_items",
  "shortlist_relationships",
  "like_candidates",
  "notifications",
  "tearsheets",
  "tearsheet_candidates",
] as const;
