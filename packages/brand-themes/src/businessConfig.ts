import { z } from "zod";
import { BRANDS } from "./brands";
import { normalizeHex } from "./color";
import type { ColorDerivation } from "./deriveColorTokens";
import { deriveColorTokens } from "./deriveColorTokens";
import type { HostBrand } from "./hostToBrand";
import { type BrandColors, type BrandKey, isBrandKey } from "./tokens";

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

/**
 * Spec §3/§7: the business configuration `GET /businesses/config/?domain={host}` returns, exactly as the API serves
 * and documents it (its response schema, hence OpenAPI). The one source of the configuration's shape: the lenient
 * parse below is derived from it field by field.
 */
export const businessConfigResponseSchema = z.object({
  domain: z.string(),
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
export type BusinessConfigResponse = z.infer<typeof businessConfigResponseSchema>;

const served = businessConfigResponseSchema.shape;

/**
 * The client's parse of that answer. Every field `.catch()`es its default, so one malformed field costs that field
 * only: spec §8 says a configuration that fails to load (or, here, to parse) never breaks a page.
 */
export const businessConfigSchema = z.object({
  domain: served.domain.catch(""),
  /** The host's own brand when absent or unknown. */
  brand: served.brand.optional().catch(undefined),
  is_default: served.is_default.catch(false),
  title: served.title.nullish().catch(null),
  logo_url: served.logo_url.optional().catch(null),
  header_url: served.header_url.optional().catch(null),
  path_assets: served.path_assets.nullish().catch(null),
  path_components: served.path_components.nullish().catch(null),
  custom_labels: served.custom_labels.catch({}),
  /** Checked colour by colour in `deriveColorTokens`, so one bad colour does not discard the others. */
  colors: z.unknown().optional(),
  social_credentials: served.social_credentials.catch({}),
  show_benefits: served.show_benefits.catch(true),
  show_opening_data: served.show_opening_data.catch(true),
  show_salary: served.show_salary.catch(false),
  show_contract_type: served.show_contract_type.catch(true),
  google_analytics: served.google_analytics.optional().catch(null),
  rules: served.rules.catch({}),
} satisfies Record<keyof BusinessConfigResponse, z.ZodType>);
export type BusinessConfigInput = z.input<typeof businessConfigSchema>;
export type BusinessConfig = z.output<typeof businessConfigSchema>;

/** The name the group's businesses carry until someone gives them their own. */
export const GROUP_DEFAULT_NAME = "Grupo Seleta";
/** Spec §9: shown instead of a configured title equal to the group's default name. */
export const ALTERNATIVE_TITLE = "Seleta | Recrutamento e Seleção Executiva";

/** Spec §8/§9: no title → the brand's name; the group's default name → the fixed alternative title. */
export function resolveTitle(title: string | null | undefined, brand: BrandKey): string {
  const trimmed = title?.trim();
  if (!trimmed) return BRANDS[brand].name;
  if (trimmed.localeCompare(GROUP_DEFAULT_NAME, "pt-BR", { sensitivity: "base" }) === 0) return ALTERNATIVE_TITLE;
  return trimmed;
}

/** Only http(s) and root-relative addresses become `src`/`href`: a `javascript:` logo must not reach the page. */
function safeUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  return /^https?:\/\//i.test(trimmed) ? trimmed : null;
}

export type ResolvedBusinessConfig = {
  brand: BrandKey;
  /** False when nothing usable came from the server: every value below is the brand's default. */
  isConfigured: boolean;
  title: string;
  /** The business's logo; `null` means "show the brand's own SVG logo" (the default icon of spec §8). */
  logoUrl: string | null;
  headerUrl: string | null;
  colors: ColorDerivation;
  /** True when a configured colour differs from the brand's: otherwise the brand's theme class alone is right. */
  hasOwnColors: boolean;
  customLabels: Record<string, string>;
  socialCredentials: BusinessConfig["social_credentials"];
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
  const parsed = input && typeof input === "object" ? businessConfigSchema.safeParse(input) : undefined;
  const answer = parsed?.success ? parsed.data : undefined;
  const hostBrand = typeof host === "string" ? host : host.brand;
  const requested = answer?.brand;
  // A brand's own host keeps its brand even when another brand's business serves it (the demo's localhost is
  // served by Seleta Executive Search's business); a business's own domain wears the brand it names.
  const keepsHostBrand = typeof host !== "string" && host.ownHost;
  const brand = !keepsHostBrand && isBrandKey(requested) ? requested : hostBrand;
  // A host nobody configured is served generic defaults (the default colours even on a group brand's host): the
  // brand's own look is the better default there, so only a stored configuration overrides it.
  const config = answer?.is_default ? undefined : answer;
  const definition = BRANDS[brand];
  const colors = deriveColorTokens(definition.tokens.colors, config?.colors);
  const ownColors = definition.tokens.colors;
  return {
    brand,
    isConfigured: config !== undefined,
    title: resolveTitle(config?.title, brand),
    logoUrl: safeUrl(config?.logo_url),
    headerUrl: safeUrl(config?.header_url),
    colors,
    hasOwnColors: (Object.keys(ownColors) as (keyof BrandColors)[]).some(
      (key) => normalizeHex(colors.colors[key]) !== normalizeHex(ownColors[key]),
    ),
    customLabels: config?.custom_labels ?? {},
    socialCredentials: config?.social_credentials ?? {},
    show: {
      benefits: config?.show_benefits ?? true,
      openingData: config?.show_opening_data ?? true,
      salary: config?.show_salary ?? false,
      contractType: config?.show_contract_type ?? true,
    },
    analyticsId: config?.google_analytics?.trim() || definition.analyticsId,
    rules: config?.rules ?? {},
  };
}
