import { z } from "zod";
import { BRANDS } from "./brands";
import type { ColorDerivation } from "./deriveColorTokens";
import { deriveColorTokens } from "./deriveColorTokens";
import { type BrandKey, isBrandKey } from "./tokens";

/**
 * Spec §3/§7: the business configuration `GET /businesses/config/?domain={host}` returns. Every field `.catch()`es
 * its default, so one malformed field costs that field only: spec §8 says a configuration that fails to load (or,
 * here, to parse) never breaks a page.
 */
export const businessConfigSchema = z.object({
  domain: z.string().catch(""),
  /** The brand the API chose for the host; the host's own brand when absent or unknown. */
  brand: z.string().optional().catch(undefined),
  title: z.string().nullish().catch(null),
  logo_url: z.string().nullish().catch(null),
  header_url: z.string().nullish().catch(null),
  path_assets: z.string().nullish().catch(null),
  path_components: z.string().nullish().catch(null),
  custom_labels: z.record(z.string(), z.string()).catch({}),
  /** Checked colour by colour in `deriveColorTokens`, so one bad colour does not discard the others. */
  colors: z.unknown(),
  social_credentials: z.record(z.string(), z.object({ enabled: z.boolean(), client_id: z.string() })).catch({}),
  show_benefits: z.boolean().catch(true),
  show_opening_data: z.boolean().catch(true),
  show_salary: z.boolean().catch(false),
  show_contract_type: z.boolean().catch(true),
  google_analytics: z.string().nullish().catch(null),
  rules: z.record(z.string(), z.unknown()).catch({}),
});
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
  customLabels: Record<string, string>;
  socialCredentials: BusinessConfig["social_credentials"];
  show: { benefits: boolean; openingData: boolean; salary: boolean; contractType: boolean };
  analyticsId: string | null;
  rules: Record<string, unknown>;
};

/**
 * Whatever the server answered (or `undefined` when the call failed) → everything the page needs. Never throws.
 * `hostBrand` is the brand of the request's host (`hostToBrand`), used when the answer names no valid brand.
 */
export function resolveBusinessConfig(input: unknown, hostBrand: BrandKey): ResolvedBusinessConfig {
  const parsed = input && typeof input === "object" ? businessConfigSchema.safeParse(input) : undefined;
  const config = parsed?.success ? parsed.data : undefined;
  const requested = config?.brand;
  const brand = isBrandKey(requested) ? requested : hostBrand;
  const definition = BRANDS[brand];
  return {
    brand,
    isConfigured: config !== undefined,
    title: resolveTitle(config?.title, brand),
    logoUrl: safeUrl(config?.logo_url),
    headerUrl: safeUrl(config?.header_url),
    colors: deriveColorTokens(definition.tokens.colors, config?.colors),
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
