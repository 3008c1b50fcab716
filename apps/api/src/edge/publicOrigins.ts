/**
 * The public origin (`https://tech.seleta.com.br`, `http://tech.localhost:3000`) of each brand's site: what every
 * link in a mail and the identity providers' redirect URI are built on, and the exact set of origins a browser may
 * write from (cross-site check, CORS, the `/cable` handshake).
 *
 * Origins come from configuration only: the site configurations' domains (site_configs.domain) and PUBLIC_URL.
 * A request's Host (or X-Forwarded-Host) only *picks* one of them; a host no configuration names gets the default
 * brand's origin, so a forged Host can never put a token on someone else's domain.
 *
 * - A real domain is served over https on the default port: `https://<domain>`.
 * - `localhost` and `*.localhost` (development, tests, `npm start`) are http on the port the server listens on.
 * - The default brand is the site configured for `localhost` (tenancy.ts falls back to it); PUBLIC_URL, when set,
 *   is its origin instead, and so the origin of every host that is not a brand host.
 */
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { findSiteConfig } from "../business/config";
import { normalizeHost } from "../business/tenancy";
import { type Database, queryRows } from "../db/client";
import { site_configs } from "../db/schema";

/** The domain of the default brand's site configuration (tenancy.ts's fallback). */
export const DEFAULT_SITE_DOMAIN = "localhost";

export type OriginSettings = {
  /** PUBLIC_URL (an origin: scheme, host, optional port): the default brand's origin when set. */
  publicUrl: string | undefined;
  /** The port the server listens on: the port of `localhost` and `*.localhost` origins. */
  localPort: number | undefined;
};

export function isLocalDomain(domain: string): boolean {
  return domain === "localhost" || domain.endsWith(".localhost");
}

/** `tech.localhost` → `http://tech.localhost:3000`; `tech.seleta.com.br` → `https://tech.seleta.com.br`. */
export function originOfDomain(domain: string, localPort: number | undefined): string {
  const name = normalizeHost(domain);
  if (isLocalDomain(name)) return `http://${name}${localPort ? `:${localPort}` : ""}`;
  return `https://${name}`;
}

/** The default brand's origin: PUBLIC_URL, else the `localhost` site's. */
export function defaultOrigin(settings: OriginSettings): string {
  return settings.publicUrl ?? originOfDomain(DEFAULT_SITE_DOMAIN, settings.localPort);
}

/**
 * The origin links are built on for a request to `host`, given the configured domains: the host's own site when a
 * configuration names it (the default brand's `localhost` being PUBLIC_URL when set), else the default brand's.
 */
export function publicOriginFor(
  host: string | undefined,
  domains: readonly string[],
  settings: OriginSettings,
): string {
  const name = normalizeHost(host);
  const configured = domains.some((domain) => normalizeHost(domain) === name);
  if (!configured || name === DEFAULT_SITE_DOMAIN) return defaultOrigin(settings);
  return originOfDomain(name, settings.localPort);
}

/** Every origin of ours, exactly as a browser names it in `Origin`: the default one and each brand host's. */
export function configuredOrigins(domains: readonly string[], settings: OriginSettings): Set<string> {
  const origins = new Set([defaultOrigin(settings)]);
  for (const domain of domains) origins.add(publicOriginFor(domain, domains, settings));
  return origins;
}

/**
 * Whether `origin` (a request's Origin header) is exactly one of ours: scheme, host and port. `null` (sandboxed
 * frames, some redirects) and anything unparsable are not.
 */
export function isConfiguredOrigin(origin: string, origins: ReadonlySet<string>): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (url.protocol === "https:" || url.protocol === "http:") && origins.has(url.origin);
}

/** How long the allow-list of origins (read on every cross-site check) is reused before the domains are read again. */
const DOMAINS_TTL_MS = 60_000;

export type PublicOrigins = {
  /** The origin links for a request to `host` are built on (a host nobody configured gets the default brand's). */
  forHost(host: string | undefined): Promise<string>;
  /** The same, when the host's site configuration (or its absence) is already known. */
  forSite(host: string | undefined, site: { domain: string } | undefined): string;
  /** The origin of a business's site: its first configured domain's (the default brand's when it has none). */
  forBusiness(businessId: number): Promise<string>;
  /** Whether a browser's `Origin` is exactly one of the configured origins (domains cached for a minute). */
  isAllowed(origin: string): Promise<boolean>;
};

/**
 * The origins of this server's sites, read from site_configs. `localPort` is asked each time: with PORT=0 the port
 * is known only once the server listens.
 */
export function publicOrigins(
  db: Database,
  options: { publicUrl: string | undefined; localPort: () => number | undefined },
): PublicOrigins {
  const settings = (): OriginSettings => ({ publicUrl: options.publicUrl, localPort: options.localPort() });
  let cached: { domains: string[]; at: number } | undefined;
  const forSite = (host: string | undefined, site: { domain: string } | undefined) =>
    publicOriginFor(host, site ? [site.domain] : [], settings());
  return {
    async forHost(host) {
      const name = normalizeHost(host);
      // The site a server render would serve for this host (the same lookup), or none.
      return forSite(name, await findSiteConfig(db, name));
    },
    forSite,
    async forBusiness(businessId) {
      const [row] = await queryRows<{ domain: string }>(
        db,
        sql`select domain from ${site_configs} where business_id = ${businessId} order by id limit 1`,
      );
      return row ? publicOriginFor(row.domain, [row.domain], settings()) : defaultOrigin(settings());
    },
    async isAllowed(origin) {
      if (!cached || Date.now() - cached.at > DOMAINS_TTL_MS) {
        const rows = await queryRows<{ domain: string }>(db, sql`select domain from ${site_configs}`);
        cached = { domains: rows.map((row) => row.domain), at: Date.now() };
      }
      return isConfiguredOrigin(origin, configuredOrigins(cached.domains, settings()));
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The configured public origins (server.ts decorates the root instance). */
    publicOrigins: PublicOrigins;
  }
}

/**
 * The public origin of the brand a request is for. `request.host` honours TRUST_PROXY (X-Forwarded-Host), which is
 * safe here: it only picks among the configured sites.
 */
export function requestPublicOrigin(request: FastifyRequest): Promise<string> {
  return request.server.publicOrigins.forHost(request.host);
}
