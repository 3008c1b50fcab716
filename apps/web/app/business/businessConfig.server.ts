/**
 * Spec §3/§7/§8: the host's business configuration, read on the server at the start of each render. The API
 * answers `GET /api/v1/businesses/config/?domain={host}`; whatever happens (the API is down, slow, answers an
 * error or nonsense), the page renders with the brand's defaults: `resolveBusinessConfig` never throws.
 */

import { createHttpClient, getBusinessConfig, isApiError } from "@seleta/api-client";
import { type BrandKey, type HostBrand, normalizeHost } from "@seleta/brand-themes";
import { type ResolvedBusinessConfig, resolveBusinessConfig } from "@seleta/domain/wire";
import type { SeletaLoadContext } from "../loadContext";

/** A page waits this long for its configuration, then renders with the defaults. */
export const BUSINESS_CONFIG_TIMEOUT_MS = 2_000;

export type BusinessConfigSource = {
  inProcess?: SeletaLoadContext["businessConfig"];
  /** Where the API answers over HTTP, e.g. `http://127.0.0.1:3000`. */
  apiOrigin: string;
  timeoutMs?: number;
  log?: (message: string) => void;
};

/**
 * The web app runs inside the API's process (one port): over HTTP it calls that same process on the loopback
 * address, never the public host name (which may not resolve on the server, or loop through the load balancer).
 * `SELETA_API_ORIGIN` points elsewhere when the two run apart (`react-router dev` beside `npm start`).
 */
export function defaultApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const origin = env.SELETA_API_ORIGIN?.trim();
  if (origin) return origin.replace(/\/+$/, "");
  const port = Number(env.PORT);
  return `http://127.0.0.1:${Number.isInteger(port) && port > 0 ? port : 3000}`;
}

/** The API's answer for `host`, or `undefined` when there is none to be had. Never throws. */
export async function fetchBusinessConfig(host: string, source: BusinessConfigSource): Promise<unknown> {
  const domain = normalizeHost(host);
  const timeoutMs = source.timeoutMs ?? BUSINESS_CONFIG_TIMEOUT_MS;
  try {
    if (source.inProcess) return await withTimeout(source.inProcess(domain), timeoutMs);
    const http = createHttpClient({ baseUrl: source.apiOrigin, credentials: "omit" });
    return await getBusinessConfig(http, domain, AbortSignal.timeout(timeoutMs));
  } catch (error) {
    source.log?.(`Business configuration of ${domain} unavailable (${describe(error)}); using the defaults`);
    return undefined;
  }
}

/** The configuration the page wears: the host's, or its brand's defaults. */
export async function loadBusinessConfig(
  host: string,
  hostBrand: BrandKey | HostBrand,
  context: SeletaLoadContext,
): Promise<ResolvedBusinessConfig> {
  const answer = await fetchBusinessConfig(host, {
    inProcess: context.businessConfig,
    apiOrigin: defaultApiOrigin(),
    log: (message) => console.warn(message),
  });
  return resolveBusinessConfig(answer, hostBrand);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function describe(error: unknown): string {
  if (isApiError(error)) return error.status ? `HTTP ${error.status}` : error.code;
  if (error instanceof Error) return error.name === "TimeoutError" ? "timed out" : error.message;
  return String(error);
}
