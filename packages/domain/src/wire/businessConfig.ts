/**
 * Spec §3/§7: the business configuration a host loads at the start of each server render
 * (`GET /businesses/config/?domain={host}`). Two schemas of one shape: `businessConfigAnswerSchema` is what the API
 * answers (its response schema, hence OpenAPI), `receivedBusinessConfigSchema` is how a page reads that answer
 * before resolving it against its brand (`resolveBusinessConfig`). The second is derived from the first field by
 * field, and both take their defaults from `BUSINESS_CONFIG_DEFAULTS`.
 */
import {
  BRANDS,
  type BrandColors,
  type BrandKey,
  type ColorDerivation,
  deriveColorTokens,
  type HostBrand,
  isBrandKey,
  normalizeHex,
  resolveTitle,
} from "@seleta/brand-themes/brands";
import { z } from "zod";

const colorSetSchema = z.object({
  primary: z.string(),
  secondary: z.string(),
  primaryDarkBackground: z.string(),
  secondaryDarkBackground: z.string(),
  primaryLight: z.string(),
  primaryFont: z.string(),
  secondaryFont: z.string(),
  signInContainer: z.string(),
} satisfies Record<keyof BrandColors, z.ZodString>);

/** What the API answers for a host, exactly as it serves and documents it. */
export const businessConfigAnswerSchema = z.object({
  domain: z.string(),
  /**
   * The public origin of this host's site (`https://tech.seleta.com.br`): what canonical URLs, shared links and
   * structured data are built on. From configuration only, never from the request (a host nobody configured gets
   * the default site's origin).
   */
  origin: z.string(),
  /** The brand key the host selects (`hostToBrand`, or the business's own brand). */
  brand: z.string(),
  /** True when no configuration names this host: everything else is a default. */
  is_default: z.boolean(),
  title: z.string(),
  logo_url: z.string().nullable(),
  header_url: z.string().nullable(),
  path_assets: z.string(),
  path_components: z.string(),
  custom_labels: z.record(z.string(), z.string()),
  colors: z.object({ light: colorSetSchema, dark: colorSetSchema }),
  /** The public half only: which providers are on, and their client ids. Never a secret. */
  social_credentials: z.record(z.string(), z.object({ enabled: z.boolean(), client_id: z.string() })),
  show_benefits: z.boolean(),
  show_opening_data: z.boolean(),
  show_salary: z.boolean(),
  show_contract_type: z.boolean(),
  google_analytics: z.string().nullable(),
  rules: z.record(z.string(), z.unknown()),
});
export type BusinessConfigAnswer = z.infer<typeof businessConfigAnswerSchema>;

/**
 * Spec §8/§9, what a business that configured nothing else gets: the server fills a stored configuration's gaps
 * with these, and a page falls back on them when a field is missing or malformed. The title, the assets' paths and
 * the colours are not here: they are the brand's own.
 */
export const BUSINESS_CONFIG_DEFAULTS = Object.freeze({
  logo_url: null,
  header_url: null,
  custom_labels: Object.freeze({}),
  social_credentials: Object.freeze({}),
  show_benefits: true,
  show_opening_data: true,
  show_salary: false,
  show_contract_type: true,
  google_analytics: null,
  rules: Object.freeze({}),
} as const satisfies Partial<BusinessConfigAnswer>);

const answer = businessConfigAnswerSchema.shape;
const defaults = BUSINESS_CONFIG_DEFAULTS;

/**
 * A page's reading of the answer. Every field `.catch()`es its default, so one malformed field costs that field
 * only: spec §8 says a configuration that fails to load (or, here, to parse) never breaks a page.
 */
export const receivedBusinessConfigSchema = z.object({
  domain: answer.domain.catch(""),
  origin: answer.origin.nullish().catch(null),
  /** The host's own brand when absent or unknown. */
  brand: answer.brand.optional().catch(undefined),
  is_default: answer.is_default.catch(false),
  title: answer.title.nullish().catch(null),
  logo_url: answer.logo_url.optional().catch(defaults.logo_url),
  header_url: answer.header_url.optional().catch(defaults.header_url),
  path_assets: answer.path_assets.nullish().catch(null),
  path_components: answer.path_components.nullish().catch(null),
  custom_labels: answer.custom_labels.catch(() => ({ ...defaults.custom_labels })),
  /** Checked colour by colour in `deriveColorTokens`, so one bad colour does not discard the others. */
  colors: z.unknown().optional(),
  social_credentials: answer.social_credentials.catch(() => ({ ...defaults.social_credentials })),
  show_benefits: answer.show_benefits.catch(defaults.show_benefits),
  show_opening_data: answer.show_opening_data.catch(defaults.show_opening_data),
  show_salary: answer.show_salary.catch(defaults.show_salary),
  show_contract_type: answer.show_contract_type.catch(defaults.show_contract_type),
  google_analytics: answer.google_analytics.optional().catch(defaults.google_analytics),
  rules: answer.rules.catch(() => ({ ...defaults.rules })),
} satisfies Record<keyof BusinessConfigAnswer, z.ZodType>);
export type ReceivedBusinessConfigInput = z.input<typeof receivedBusinessConfigSchema>;
export type ReceivedBusinessConfig = z.output<typeof receivedBusinessConfigSchema>;

/** Only http(s) and root-relative addresses become `src`/`href`: a `javascript:` logo must not reach the page. */
function safeUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

/** Only an http(s) origin (scheme, host, port) is one to build links on. */
function safeOrigin(origin: string | null | undefined): string | null {
  if (!origin || !URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
}

/** Everything a page needs of its business: the received configuration resolved against its brand. */
export type ResolvedBusinessConfig = {
  brand: BrandKey;
  /** False when nothing usable came from the server: every value below is the brand's default. */
  isConfigured: boolean;
  title: string;
  /** The site's public origin (scheme, host, port), or `null` when the configuration did not say. */
  origin: string | null;
  /** The business's logo; `null` means "show the brand's own SVG logo" (the default icon of spec §8). */
  logoUrl: string | null;
  headerUrl: string | null;
  colors: ColorDerivation;
  /** True when a configured colour differs from the brand's: otherwise the brand's theme class alone is right. */
  hasOwnColors: boolean;
  customLabels: Record<string, string>;
  socialCredentials: ReceivedBusinessConfig["social_credentials"];
  show: { benefits: boolean; openingData: boolean; salary: boolean; contractType: boolean };
  analyticsId: string | null;
  rules: Record<string, unknown>;
};

/**
 * Whatever the server answered (or `undefined` when the call failed) → everything the page needs. Never throws.
 * `host` is what `hostToBrand` says of the request's host (or just its brand): its brand is used when the answer names
 * no valid brand, and always on a brand's own host.
 */
export function resolveBusinessConfig(input: unknown, host: BrandKey | HostBrand): ResolvedBusinessConfig {
  const parsed = input && typeof input === "object" ? receivedBusinessConfigSchema.safeParse(input) : undefined;
  const received = parsed?.success ? parsed.data : undefined;
  const hostBrand = typeof host === "string" ? host : host.brand;
  const requested = received?.brand;
  // A brand's own host keeps its brand even when another brand's business serves it (the demo's localhost is
  // served by Seleta Executive Search's business); a business's own domain wears the brand it names.
  const keepsHostBrand = typeof host !== "string" && host.ownHost;
  const brand = !keepsHostBrand && isBrandKey(requested) ? requested : hostBrand;
  // A host nobody configured is served generic defaults (the default colours even on a group brand's host): the
  // brand's own look is the better default there, so only a stored configuration overrides it.
  const config = received?.is_default ? undefined : received;
  const definition = BRANDS[brand];
  const colors = deriveColorTokens(definition.tokens.colors, config?.colors);
  const ownColors = definition.tokens.colors;
  return {
    brand,
    isConfigured: config !== undefined,
    title: resolveTitle(config?.title, brand),
    origin: safeOrigin(received?.origin),
    logoUrl: safeUrl(config?.logo_url),
    headerUrl: safeUrl(config?.header_url),
    colors,
    hasOwnColors: (Object.keys(ownColors) as (keyof BrandColors)[]).some(
      (key) => normalizeHex(colors.colors[key]) !== normalizeHex(ownColors[key]),
    ),
    customLabels: config?.custom_labels ?? { ...defaults.custom_labels },
    socialCredentials: config?.social_credentials ?? { ...defaults.social_credentials },
    show: {
      benefits: config?.show_benefits ?? defaults.show_benefits,
      openingData: config?.show_opening_data ?? defaults.show_opening_data,
      salary: config?.show_salary ?? defaults.show_salary,
      contractType: config?.show_contract_type ?? defaults.show_contract_type,
    },
    analyticsId: config?.google_analytics?.trim() || definition.analyticsId,
    rules: config?.rules ?? { ...defaults.rules },
  };
}
