import { type AuthStrategy, authStrategies, findEntryByKey } from "@seleta/domain";

/** Spec §6/§7: each login strategy, the root key of its records, and its id in the accounts table. */
export type StrategyInfo = {
  readonly strategy: AuthStrategy;
  /** `{"recruiter": {...}}`: the Rails-style root key of the user's record. */
  readonly rootKey: "candidate" | "recruiter" | "client_contact";
  /** accounts.strategy (the authStrategies catalogue id). */
  readonly id: number;
};

function info(strategy: AuthStrategy, rootKey: StrategyInfo["rootKey"]): StrategyInfo {
  const entry = findEntryByKey(authStrategies, strategy);
  if (!entry) throw new Error(`Unknown strategy ${strategy}`);
  return { strategy, rootKey, id: entry.id };
}

export const STRATEGIES: Readonly<Record<AuthStrategy, StrategyInfo>> = {
  candidates: info("candidates", "candidate"),
  recruiters: info("recruiters", "recruiter"),
  client_contacts: info("client_contacts", "client_contact"),
};

export function strategyById(id: number): StrategyInfo | undefined {
  return Object.values(STRATEGIES).find((candidate) => candidate.id === id);
}
