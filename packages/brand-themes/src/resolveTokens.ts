import { baseScale, SEMANTIC_BASES } from "./baseTokens";
import { mix, normalizeHex, readableOn, relativeLuminance, shadeForContrast, WCAG_AA_TEXT } from "./color";
import type { BrandColors, BrandTokenInput, ColorTokens, ThemeTokens, Tone, ToneTokens } from "./tokens";

/**
 * A tone from one colour. `solid` is the colour itself when its text colour reads at AA, otherwise the nearest
 * shade that does, so buttons keep the brand's hue and stay accessible. `preferredText` is the brand's own text
 * colour for that surface (spec §9: the primary font is white); without it, black or white, whichever reads better.
 */
export function toneFrom(base: string, page = "#ffffff", preferredText?: string): ToneTokens {
  const color = normalizeHex(base);
  const onSolid = preferredText ? normalizeHex(preferredText) : readableOn(color);
  const solid = shadeForContrast(color, onSolid, WCAG_AA_TEXT);
  const towardsText = relativeLuminance(onSolid) > 0.5 ? "#000000" : "#ffffff";
  const softHover = mix(color, page, 0.8);
  return {
    base: color,
    solid,
    solidHover: mix(solid, towardsText, 0.12),
    solidActive: mix(solid, towardsText, 0.22),
    onSolid,
    soft: mix(color, page, 0.88),
    softHover,
    softHoverText: shadeForContrast(color, softHover, WCAG_AA_TEXT),
    text: shadeForContrast(color, mix(color, page, 0.88), WCAG_AA_TEXT),
    border: mix(color, page, 0.55),
  };
}

export function resolveColors(colors: BrandColors): ColorTokens {
  const brand = Object.fromEntries(Object.entries(colors).map(([k, v]) => [k, normalizeHex(v)])) as BrandColors;
  const page = "#ffffff";
  const tone: Record<Tone, ToneTokens> = {
    primary: toneFrom(brand.primary, page, brand.primaryFont),
    secondary: toneFrom(brand.secondary, page),
    neutral: toneFrom(SEMANTIC_BASES.neutral, page),
    success: toneFrom(SEMANTIC_BASES.success, page),
    info: toneFrom(SEMANTIC_BASES.info, page),
    warning: toneFrom(SEMANTIC_BASES.warning, page),
    danger: toneFrom(SEMANTIC_BASES.danger, page),
  };
  return {
    brand,
    tone,
    surface: {
      page,
      raised: "#ffffff",
      sunken: brand.primaryLight,
      overlay: "rgba(28, 28, 28, 0.5)",
      inverse: brand.secondaryDarkBackground,
      hover: mix(brand.primaryLight, "#1c1c1c", 0.04),
      selected: tone.primary.soft,
      header: brand.primaryDarkBackground,
      onHeader: readableOn(brand.primaryDarkBackground),
      footer: brand.secondaryDarkBackground,
      onFooter: readableOn(brand.secondaryDarkBackground),
      signIn: brand.signInContainer,
      skeleton: mix(brand.primaryLight, "#1c1c1c", 0.08),
      skeletonShine: mix(brand.primaryLight, "#ffffff", 0.6),
    },
    text: {
      default: "#1c1c1c",
      muted: shadeForContrast(brand.secondaryFont, page, WCAG_AA_TEXT),
      inverse: "#ffffff",
      link: tone.primary.text,
      linkHover: mix(tone.primary.text, "#000000", 0.2),
      disabled: "#8a8a89",
    },
    border: { default: "#e2e2e6", strong: "#c4c4c9", field: "#8a8a8f" },
    focusRing: tone.primary.solid,
  };
}

/** A brand's input (a small diff) → every token the contract asks for. */
export function resolveTokens(input: BrandTokenInput): ThemeTokens {
  return {
    ...baseScale,
    color: resolveColors(input.colors),
    font: { ...baseScale.font, ...input.font },
    radius: { ...baseScale.radius, ...input.radius },
  };
}
