import type { BrandColors, BrandTokenInput, ThemeTokens } from "./tokens";

/** Spec §9: the default colours, light and dark the same. */
export const DEFAULT_COLORS: BrandColors = {
  primary: "#e72576",
  secondary: "#dedc00",
  primaryDarkBackground: "#585857",
  secondaryDarkBackground: "#1c1c1c",
  primaryLight: "#f6f7fb",
  primaryFont: "#ffffff",
  secondaryFont: "#525252",
  signInContainer: "#ffffff",
};

/**
 * Semantic tones of spec §9: success black, info teal, warning amber, danger red. "Secondary grey" is the
 * neutral UI grey; the brand's own secondary colour (yellow by default) is `tone.secondary`.
 */
export const SEMANTIC_BASES = {
  neutral: "#6b6b6a",
  success: "#1c1c1c",
  info: "#00897b",
  warning: "#ffb300",
  danger: "#d32f2f",
} as const;

export const baseBrandInput: BrandTokenInput = { colors: DEFAULT_COLORS };

/** The non-colour half of the base: every brand starts here and overrides little. */
export const baseScale: Omit<ThemeTokens, "color"> = {
  font: {
    body: '"Inter Variable", "Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Inter Variable", "Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    "2xl": "1.75rem",
    "3xl": "2.25rem",
    "4xl": "3rem",
  },
  fontWeight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  lineHeight: { tight: "1.2", normal: "1.5", relaxed: "1.7" },
  space: {
    none: "0",
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "0.75rem",
    lg: "1rem",
    xl: "1.5rem",
    "2xl": "2rem",
    "3xl": "3rem",
  },
  radius: { none: "0", sm: "4px", md: "6px", lg: "12px", pill: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(28, 28, 28, 0.12)",
    md: "0 4px 12px rgba(28, 28, 28, 0.14)",
    lg: "0 12px 32px rgba(28, 28, 28, 0.18)",
    focus: "0 0 0 3px rgba(28, 28, 28, 0.12)",
  },
  zIndex: {
    base: "0",
    raised: "1",
    sticky: "100",
    header: "200",
    drawer: "300",
    overlay: "400",
    dialog: "500",
    popover: "600",
    toast: "700",
    tooltip: "800",
    loadingBar: "900",
  },
  motion: {
    fast: "120ms",
    normal: "200ms",
    slow: "500ms",
    progressHide: "500ms",
    loadingBar: "3s",
    easeStandard: "cubic-bezier(0.2, 0, 0, 1)",
    easeEmphasized: "cubic-bezier(0.3, 0, 0, 1.2)",
  },
};
