/**
 * Spec §3/§7, the business configuration a host loads at the start of each server render
 * (`GET /businesses/config/?domain={host}`). What is stored (`site_configs`) holds sign-in secrets; what is served
 * never does: `social_credentials` goes out as `{provider: {enabled, client_id}}` only. A host nobody configured
 * gets the defaults of spec §8/§9 (default title, no logo so the client shows its icon, the default colours),
 * never an error.
 */

import {
  BRANDS,
  type BrandColors,
  type BrandKey,
  type BusinessConfigResponse,
  businessConfigResponseSchema,
  DEFAULT_COLORS,
  hostToBrand,
} from "@seleta/brand-themes/brands";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { businesses, site_configs } from "../db/schema";
import { normalizeHost } from "../tenancy";

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

/**
 * The answer of GET /businesses/config (also the OpenAPI schema): brand-themes' schema, the one the web app parses
 * the answer with, so the server cannot serve a field the client does not know.
 */
export const businessConfigSchema = businessConfigResponseSchema;
export type BusinessConfig = BusinessConfigResponse;

type SiteConfigRow = {
  domain: string;
  brand: string | null;
  title: string | null;
  logo_url: string | null;
  header_url: string | null;
  path_assets: string | null;
  path_components: string | null;
  custom_labels: Record<string, string> | null;
  colors: { light?: Partial<BrandColors>; dark?: Partial<BrandColors> } | null;
  social_credentials: StoredCredentials | null;
  show_benefits: boolean | null;
  show_opening_data: boolean | null;
  show_salary: boolean | null;
  show_contract_type: boolean | null;
  google_analytics: string | null;
  rules: Record<string, unknown> | null;
};

/** The stored configuration of a host (normalised), with its business's brand; undefined when none. */
export async function findSiteConfig(db: Database, host: string): Promise<SiteConfigRow | undefined> {
  const [row] = await queryRows<SiteConfigRow>(
    db,
    sql`select s.domain, b.brand, s.title, s.logo_url, s.header_url, s.path_assets, s.path_components,
               s.custom_labels, s.colors, s.social_credentials, s.show_benefits, s.show_opening_data, s.show_salary,
               s.show_contract_type, s.google_analytics, s.rules
        from ${site_configs} s join ${businesses} b on b.id = s.business_id
        where s.domain = ${normalizeHost(host)} and b.active is not false`,
  );
  return row;
}

/** Only the public half of the credentials: which providers are on, and their (public) client ids. */
export function publicCredentials(stored: StoredCredentials | null | undefined): BusinessConfig["social_credentials"] {
  const result: BusinessConfig["social_credentials"] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const credentials = providerCredentials(stored, provider);
    if (credentials) result[provider] = { enabled: true, client_id: credentials.clientId };
  }
  return result;
}

function brandOf(row: SiteConfigRow | undefined, host: string): BrandKey {
  const stored = row?.brand;
  if (stored && stored in BRANDS) return stored as BrandKey;
  return hostToBrand(host).brand;
}

/** The configuration served for a host: the stored one over the brand's defaults, or the defaults alone. */
export function toBusinessConfig(host: string, row: SiteConfigRow | undefined): BusinessConfig {
  const brand = brandOf(row, host);
  const brandColors = row ? BRANDS[brand].tokens.colors : DEFAULT_COLORS;
  return {
    domain: row?.domain ?? normalizeHost(host),
    brand,
    is_default: !row,
    title: row?.title?.trim() || (row ? BRANDS[brand].name : BRANDS.default.name),
    logo_url: row?.logo_url ?? null,
    header_url: row?.header_url ?? null,
    path_assets: row?.path_assets ?? `/brands/${brand}`,
    path_components: row?.path_components ?? brand,
    custom_labels: row?.custom_labels ?? {},
    colors: {
      light: { ...brandColors, ...row?.colors?.light },
      dark: { ...brandColors, ...(row?.colors?.dark ?? row?.colors?.light) },
    },
    social_credentials: publicCredentials(row?.social_credentials),
    show_benefits: row?.show_benefits ?? true,
    show_opening_data: row?.show_opening_data ?? true,
    show_salary: row?.show_salary ?? false,
    show_contract_type: row?.show_contract_type ?? true,
    google_analytics: row?.google_analytics ?? null,
    rules: row?.rules ?? {},
  };
}

export async function businessConfig(db: Database, host: string): Promise<BusinessConfig> {
  return toBusinessConfig(host, await findSiteConfig(db, host));
}
