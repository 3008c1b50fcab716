/**
 * Spec §3/§7, the business configuration a host loads at the start of each server render
 * (`GET /businesses/config/?domain={host}`). What is stored (`site_configs`) holds sign-in secrets; what is served
 * never does: `social_credentials` goes out as `{provider: {enabled, client_id}}` only. A host nobody configured
 * gets the defaults of spec §8/§9 (default title, no logo so the client shows its icon, the default colours),
 * never an error.
 */

import { BRANDS, type BrandKey, DEFAULT_COLORS, hostToBrand } from "@seleta/brand-themes/brands";
import type { Entities, EntityRecord } from "@seleta/domain";
import { BUSINESS_CONFIG_DEFAULTS, type BusinessConfigAnswer } from "@seleta/domain/wire";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { businesses, col, site_configs } from "../db/schema";
import { normalizeHost } from "./tenancy";

/** Identity providers a business may enable (spec §7: Microsoft for recruiters, the other three for candidates). */
export const SOCIAL_PROVIDERS = ["microsoft", "linkedin", "github", "google"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * How `site_configs.social_credentials` (a flat string map in the registry) is read: `<provider>_client_id`,
 * `<provider>_client_secret`, optionally `<provider>_issuer` (a test or a single-tenant Microsoft directory) and
 * `<provider>_enabled` = "false" to switch a configured provider off.
 */
export type StoredCredentials = Record<string, string>;

export type ProviderCredentials = { clientId: string; clientSecret: string; issuer: string | undefined };

export function providerCredentials(
  stored: StoredCredentials | null | undefined,
  provider: SocialProvider,
): ProviderCredentials | undefined {
  const clientId = stored?.[`${provider}_client_id`]?.trim();
  const clientSecret = stored?.[`${provider}_client_secret`]?.trim();
  if (!clientId || !clientSecret || stored?.[`${provider}_enabled`] === "false") return undefined;
  return { clientId, clientSecret, issuer: stored?.[`${provider}_issuer`]?.trim() || undefined };
}

/** The fields of a stored configuration that its answer is made of (the registry's `site_configs`). */
const SERVED_FIELDS = [
  "domain",
  "title",
  "logo_url",
  "header_url",
  "path_assets",
  "path_components",
  "custom_labels",
  "colors",
  "social_credentials",
  "show_benefits",
  "show_opening_data",
  "show_salary",
  "show_contract_type",
  "google_analytics",
  "rules",
] as const satisfies readonly (keyof EntityRecord<Entities["site_configs"]>)[];

/** A host's stored configuration as the registry types it, with the brand of the business it belongs to. */
export type StoredSiteConfig = Pick<EntityRecord<Entities["site_configs"]>, (typeof SERVED_FIELDS)[number]> & {
  brand: string | null;
};

/** The stored configuration of a host (normalised), with its business's brand; undefined when none. */
export async function findSiteConfig(db: Database, host: string): Promise<StoredSiteConfig | undefined> {
  const served = Object.fromEntries(SERVED_FIELDS.map((field) => [field, col(site_configs, field)]));
  const [row] = await db.drizzle
    .select({ ...served, brand: col(businesses, "brand") })
    .from(site_configs)
    .innerJoin(businesses, eq(businesses.id, col(site_configs, "business_id")))
    .where(and(eq(col(site_configs, "domain"), normalizeHost(host)), sql`${col(businesses, "active")} is not false`))
    .limit(1);
  return row as StoredSiteConfig | undefined;
}

/** Only the public half of the credentials: which providers are on, and their (public) client ids. */
export function publicCredentials(
  stored: StoredCredentials | null | undefined,
): BusinessConfigAnswer["social_credentials"] {
  const result: BusinessConfigAnswer["social_credentials"] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const credentials = providerCredentials(stored, provider);
    if (credentials) result[provider] = { enabled: true, client_id: credentials.clientId };
  }
  return result;
}

function brandOf(row: StoredSiteConfig | undefined, host: string): BrandKey {
  const stored = row?.brand;
  if (stored && stored in BRANDS) return stored as BrandKey;
  return hostToBrand(host).brand;
}

/** The configuration served for a host: the stored one over the brand's defaults, or the defaults alone. */
export function toBusinessConfig(
  host: string,
  row: StoredSiteConfig | undefined,
  origin: string,
): BusinessConfigAnswer {
  const brand = brandOf(row, host);
  const brandColors = row ? BRANDS[brand].tokens.colors : DEFAULT_COLORS;
  return {
    domain: row?.domain ?? normalizeHost(host),
    origin,
    brand,
    is_default: !row,
    title: row?.title?.trim() || (row ? BRANDS[brand].name : BRANDS.default.name),
    logo_url: row?.logo_url ?? BUSINESS_CONFIG_DEFAULTS.logo_url,
    header_url: row?.header_url ?? BUSINESS_CONFIG_DEFAULTS.header_url,
    path_assets: row?.path_assets ?? `/brands/${brand}`,
    path_components: row?.path_components ?? brand,
    custom_labels: row?.custom_labels ?? { ...BUSINESS_CONFIG_DEFAULTS.custom_labels },
    colors: {
      light: { ...brandColors, ...row?.colors?.light },
      dark: { ...brandColors, ...(row?.colors?.dark ?? row?.colors?.light) },
    },
    social_credentials: publicCredentials(row?.social_credentials),
    show_benefits: row?.show_benefits ?? BUSINESS_CONFIG_DEFAULTS.show_benefits,
    show_opening_data: row?.show_opening_data ?? BUSINESS_CONFIG_DEFAULTS.show_opening_data,
    show_salary: row?.show_salary ?? BUSINESS_CONFIG_DEFAULTS.show_salary,
    show_contract_type: row?.show_contract_type ?? BUSINESS_CONFIG_DEFAULTS.show_contract_type,
    google_analytics: row?.google_analytics ?? BUSINESS_CONFIG_DEFAULTS.google_analytics,
    rules: row?.rules ?? { ...BUSINESS_CONFIG_DEFAULTS.rules },
  };
}

export async function businessConfig(
  db: Database,
  host: string,
  // edge/publicOrigins.ts's `forSite`; named by its shape, since the origins read site configurations from here.
  origins: { forSite(host: string | undefined, site: { domain: string } | undefined): string },
): Promise<BusinessConfigAnswer> {
  const row = await findSiteConfig(db, host);
  return toBusinessConfig(host, row, origins.forSite(host, row));
}
