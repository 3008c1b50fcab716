import type { Limits } from "../config";
import type { Database } from "../db/client";
import type { AfterAnswer } from "../edge/afterAnswer";
import type { Jobs } from "../jobs";
import type { LiveBus } from "../live/bus";
import type { UploadSettings } from "../uploads/settings";

/** What the API's route plugins are given: one set, passed to every audience's index. */
export type ApiOptions = {
  db: Database;
  /** Every rate limit and cap of the API (config.ts). */
  limits: Limits;
  uploads?: UploadSettings;
  /** Where routes publish what the sockets of `/cable` should hear. */
  live: LiveBus;
  /** Background jobs (pg-boss): exports, bulk actions, send-outs. */
  jobs: Jobs;
  /** Work a route does after its answer has left (edge/afterAnswer.ts). */
  afterAnswer: AfterAnswer;
};
