/**
 * The channels of `/cable` (spec §7): a channel's name, as the client writes it in the identifier, maps to
 * a check of the identifier's params against who is connected, which answers the bus streams to listen to — or
 * nothing, and the subscription is rejected. Streams come from `streams` in bus.ts, the same names publishers use.
 */
import { sql } from "drizzle-orm";
import type { RecruiterPrincipal } from "../auth/principal";
import { type Database, queryRows } from "../db/client";
import { recruiterDownloads } from "../db/schema";
import { streams } from "./bus";
import type { SubscriptionParams } from "./protocol";

export type Channel = {
  /** The streams to listen to, or undefined when the params are not valid or not the caller's own. */
  authorise(params: SubscriptionParams, principal: RecruiterPrincipal, db: Database): Promise<string[] | undefined>;
};

/** Longest ProgressChannel request id accepted (the web app's are UUIDs). */
export const REQUEST_ID_MAX_LENGTH = 200;

/** A positive integer id, as a number or a string of digits (the client may send either). */
export function idParam(value: unknown): number | undefined {
  const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export const channels: Record<string, Channel> = {
  /** `{"channel":"NotificationChannel","recruiter_id":ID}`: one's own notifications only. */
  NotificationChannel: {
    async authorise(params, principal) {
      const recruiterId = idParam(params.recruiter_id);
      return recruiterId === principal.id ? [streams.notifications(recruiterId)] : undefined;
    },
  },
  /** `{"channel":"RecruiterDownloadChannel","id":DOWNLOAD_ID}`: a download the caller asked for. */
  RecruiterDownloadChannel: {
    async authorise(params, principal, db) {
      const downloadId = idParam(params.id);
      if (downloadId === undefined) return undefined;
      const [own] = await queryRows<{ id: number }>(
        db,
        sql`select id from ${recruiterDownloads} where id = ${downloadId} and recruiter_id = ${principal.id}`,
      );
      return own ? [streams.download(downloadId)] : undefined;
    },
  },
  /**
   * `{"channel":"ProgressChannel","request_id":ID}`: the stream's name holds the caller's own id, so whatever the
   * request id, only the caller's own tasks publish there; nobody else's progress can be heard.
   */
  ProgressChannel: {
    async authorise(params, principal) {
      const requestId =
        typeof params.request_id === "number" && Number.isSafeInteger(params.request_id)
          ? String(params.request_id)
          : params.request_id;
      if (typeof requestId !== "string" || requestId === "" || requestId.length > REQUEST_ID_MAX_LENGTH) {
        return undefined;
      }
      return [streams.progress(principal.id, requestId)];
    },
  },
};

/** The channel of a name, own properties only (`toString`, `__proto__` are not channels). */
export function channelNamed(name: string): Channel | undefined {
  return Object.hasOwn(channels, name) ? channels[name] : undefined;
}
