import { lazyWithPreload } from "@seleta/ui";

/**
 * The evaluations sent for an apply (a select of questionnaires, the answers' checks): only the pages of records that
 * send them load them, before hydrating (pageChunks.ts's `evaluations`), so they hydrate with the page.
 */
export const SentEvaluationsPart = lazyWithPreload(() =>
  import("./SentEvaluations").then((module) => module.SentEvaluations),
);
