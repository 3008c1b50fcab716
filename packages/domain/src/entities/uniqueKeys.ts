import type { EntityName } from "./registry";

/**
 * The registry entities' unique keys: the database holds each as a unique index, and a field in one of them is never
 * written to many records at once (the same value on two rows of a key breaks it).
 */
export const UNIQUE_KEYS: Partial<Record<EntityName, readonly (readonly string[])[]>> = {
  accounts: [["strategy", "email"]],
  // A candidate is in a job's pipeline once (a second apply is a 409, not a second card on the kanban).
  applies: [["candidate_id", "job_id"]],
  candidates: [["account_id"]],
  client_contacts: [["account_id"]],
  // An evaluation is sent to a candidate once per apply; its uid is the candidate's link.
  evaluation_requests: [["evaluation_id", "candidate_id", "apply_id"], ["uid"]],
  // A job's public identity (its page's URL): one row per uid, and the job page finds it by this index alone.
  jobs: [["uid"]],
  // A candidate sits on a list once: adding many at once skips those already there (on conflict do nothing).
  tearsheet_candidates: [["tearsheet_id", "candidate_id"]],
  recruiters: [["account_id"]],
  site_configs: [["domain"]],
};
