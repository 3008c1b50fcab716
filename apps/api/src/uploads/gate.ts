/**
 * The one gate of every file a request stores. A route takes files by declaring `consumes: multipart/form-data` in
 * its schema (so the OpenAPI document lists it); the gate then runs after the route's sign-in on every multipart
 * request to it, before a byte of the body is read:
 *
 *   - the account is confirmed (uploads/limits.ts says who counts as confirmed), else 403;
 *   - it is under its hourly count (UPLOADS_PER_HOUR, one per request carrying files, counted in the database so
 *     every server process counts the same: rateLimitStore.ts), else 429 with Retry-After;
 *   - it is not at its storage quota already, else 422.
 *
 * Only a request the gate admitted can read file parts (`gatedParts`, whose size limit is the gate's: UPLOAD_MAX_MB
 * for documents, VIDEO_ANSWER_MAX_MB for video answers) and store them (`storeGated`, which takes only the accepted
 * types of its kind and refuses a file that would take the account past its quota); `holdQuota` checks the quota
 * again under the account's lock in the transaction that records the files. No other module reads multipart parts
 * or puts an upload in storage (gate.test.ts checks the sources).
 */

import { maxFileBytes } from "@seleta/domain";
import { VIDEO_ANSWER_MAX_MB, VIDEO_ANSWER_TYPES } from "@seleta/domain/wire";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { unauthenticated } from "../auth/http";
import type { AccountPrincipal } from "../auth/principal";
import type { Database, Executor } from "../db/client";
import { requestLocale } from "../edge/errors";
import { namedRateLimit } from "../edge/rateLimitStore";
import { ACCEPTED_MIMES } from "./fileTypes";
import { lockAccountUploads, quotaOf, quotaRefusal, storedBytes, unconfirmedRefusal } from "./limits";
import { checkMultipartBoundary, multipartFailure } from "./multipartBody";
import { rateLimited, UploadRejected, unsupportedType } from "./rejections";
import type { UploadSettings } from "./settings";
import { newStorageKey } from "./storage";

/** What a gated route stores: documents (the data files' allow-list) or video answers. */
export type UploadKind = "document" | "video";

const KINDS: Record<UploadKind, { mimes: readonly string[]; maxMegabytes: (settings: UploadSettings) => number }> = {
  document: { mimes: ACCEPTED_MIMES, maxMegabytes: (settings) => settings.maxMegabytes },
  video: { mimes: VIDEO_ANSWER_TYPES, maxMegabytes: () => VIDEO_ANSWER_MAX_MB },
};

export const MULTIPART = "multipart/form-data";

type Admitted = { principal: AccountPrincipal; settings: UploadSettings; db: Database };
const admittedRequests = new WeakMap<FastifyRequest, Admitted>();

/** Whether the request's body is multipart (whatever parser its route has). */
export function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers["content-type"] ?? "");
}

function declaresMultipart(schema: unknown): boolean {
  const consumes = (schema as { consumes?: unknown } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.includes(MULTIPART);
}

/**
 * Puts the gate in front of every route registered after it (in this context and those it registers) that declares
 * multipart; `routes` lists them ("POST /api/v1/…").
 */
export function registerUploadGate(
  app: FastifyInstance,
  options: { db: Database; uploads: UploadSettings | undefined },
): { routes: string[] } {
  const { db, uploads } = options;
  const routes: string[] = [];
  // Keyed on the account, not the address: a person behind a shared address keeps their own count, and a new
  // address does not reset it.
  const hourly = namedRateLimit(app, "uploads", {
    max: uploads?.uploadsPerHour ?? 1,
    timeWindow: 3_600_000,
    keyGenerator: (request) => String((request.principal as AccountPrincipal).accountId),
  });

  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isMultipartRequest(request)) return;
    const locale = requestLocale(request);
    const principal = request.principal;
    if (!principal || principal.kind === "shortlist") throw unauthenticated();
    try {
      if (!uploads) throw new UploadRejected(503, "uploads_unavailable", "unavailable");
      const unconfirmed = unconfirmedRefusal(principal);
      if (unconfirmed) throw unconfirmed;
      const rate = await hourly(request);
      if (!rate.isAllowed && rate.isExceeded) {
        reply.header("retry-after", String(rate.ttlInSeconds));
        throw rateLimited(rate.max, rate.ttlInSeconds);
      }
      const quota = quotaOf(principal, uploads);
      if (quota !== undefined) {
        const full = quotaRefusal(await storedBytes(db.drizzle, principal.accountId), 0, quota);
        if (full) throw full;
      }
    } catch (error) {
      throw error instanceof UploadRejected ? error.toHttpError(locale) : error;
    }
    admittedRequests.set(request, { principal, settings: uploads, db });
  };

  app.addHook("onRoute", (route) => {
    if (!declaresMultipart(route.schema)) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, admit as preHandlerHookHandler];
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  return { routes };
}

function admittedOf(request: FastifyRequest): Admitted {
  const admitted = admittedRequests.get(request);
  // A programming error, not the caller's: a route read or stored files without declaring multipart.
  if (!admitted) throw new Error(`${request.method} ${request.url} takes files without the upload gate`);
  return admitted;
}

/** The size limit of `kind` for an admitted request, in megabytes. */
export function gatedMaxMegabytes(request: FastifyRequest, kind: UploadKind): number {
  return KINDS[kind].maxMegabytes(admittedOf(request).settings);
}

/**
 * The multipart parts of an admitted request, each file cut at the size limit of `kind` (busboy truncates once a
 * file passes `fileSize`: a file of exactly the limit is already refused, and the reader learns it from `truncated`).
 */
export function gatedParts(
  request: FastifyRequest,
  kind: UploadKind,
  limits: { fields: number; fieldSize: number; files: number; parts: number; headerPairs?: number },
) {
  checkMultipartBoundary(request);
  const megabytes = gatedMaxMegabytes(request, kind);
  try {
    return request.parts({ limits: { ...limits, fileSize: maxFileBytes(megabytes) - 1 } });
  } catch (error) {
    throw multipartFailure(request, error);
  }
}

/**
 * Refuses (422, in the caller's language) `bytes` more that would take the admitted request's account past its quota;
 * `executor`: where to count.
 */
export async function refuseOverQuota(request: FastifyRequest, bytes: number, executor?: Executor): Promise<void> {
  const { principal, settings, db } = admittedOf(request);
  const quota = quotaOf(principal, settings);
  if (quota === undefined) return;
  const refused = quotaRefusal(await storedBytes(executor ?? db.drizzle, principal.accountId), bytes, quota);
  if (refused) throw refused.toHttpError(requestLocale(request));
}

/**
 * Inside the transaction that records `bytes` of files for the admitted request: waits for the account's other
 * uploads (its lock), then refuses what no longer fits.
 */
export async function holdQuota(tx: Executor, request: FastifyRequest, bytes: number): Promise<void> {
  const { principal, settings } = admittedOf(request);
  if (quotaOf(principal, settings) === undefined) return;
  await lockAccountUploads(tx, principal.accountId);
  await refuseOverQuota(request, bytes, tx);
}

/**
 * Stores a received file of the admitted request, checked by its reader: its type must be one of `kind`'s and it
 * must fit the quota. The storage key, for the row that records it (or the removal if anything after refuses).
 */
export async function storeGated(
  request: FastifyRequest,
  kind: UploadKind,
  file: { path: string; size: number },
  type: { mime: string; ext: string },
): Promise<string> {
  const { settings } = admittedOf(request);
  if (!KINDS[kind].mimes.includes(type.mime)) throw unsupportedType(type.mime).toHttpError(requestLocale(request));
  await refuseOverQuota(request, file.size);
  const key = newStorageKey(type.ext);
  await settings.storage.put(key, file.path, type.mime);
  return key;
}
