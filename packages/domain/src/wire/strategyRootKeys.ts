import type { AuthStrategy } from "../catalogues/authStrategies";

/**
 * The Rails-style root key each strategy's user travels under (`{"recruiter": {...}}`). Kept apart from the
 * schemas of `auth.ts` (which re-exports it): the sign-in pages need the keys, and must not load zod for them.
 */
export const STRATEGY_ROOT_KEYS = {
  candidates: "candidate",
  recruiters: "recruiter",
  client_contacts: "client_contact",
} as const satisfies Record<AuthStrategy, string>;
