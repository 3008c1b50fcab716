/**
 * The brands and the shape of their tokens.
 *
 * A brand is chosen by the host (spec §1, §9): `local` for local development, `default` for the generic brand, and
 * four group brands. `careers` and `client` are layout variants, not brands, and live in the web app.
 */
export const BRAND_KEYS = ["local", "default", "executive", "tech", "finance", "interim"] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

export function isBrandKey(value: unknown): value is BrandKey {
  return typeof value === "string" && (BRAND_KEYS as readonly string[]).includes(value);
}

/** The named colours of spec §9, as a business configuration or a brand sets them. */
export type BrandColors = {
  primary: string;
  secondary: string;
  primaryDarkBackground: string;
  secondaryDarkBackground: string;
  primaryLight: string;
  primaryFont: string;
  secondaryFont: string;
  signInContainer: string;
};

/** A tone's complete set: `solid` carries `onSolid` text at WCAG AA; `soft` carries `text`. */
export type ToneTokens = {
  base: string;
  solid: string;
  solidHover: string;
  solidActive: string;
  onSolid: string;
  soft: string;
  softHover: string;
  /** Text on `softHover` (a hovered or pressed soft fill): `text` darkened just enough to keep WCAG AA there. */
  softHoverText: string;
  text: string;
  border: string;
};

export const TONES = ["primary", "secondary", "neutral", "success", "info", "warning", "danger"] as const;
export type Tone = (typeof TONES)[number];

export type ColorTokens = {
  brand: BrandColors;
  tone: Record<Tone, ToneTokens>;
  surface: {
    page: string;
    raised: string;
    sunken: string;
    /** The backdrop behind dialogs and drawers. */
    overlay: string;
    inverse: string;
    /** Rows, menu items and cards under the pointer, and the selected one. */
    hover: string;
    selected: string;
    /** Spec §9 "primary dark background": navbar and recruiter drawer. `onHeader` is its readable text. */
    header: string;
    onHeader: string;
    /** Spec §9 "secondary dark background": the footer. */
    footer: string;
    onFooter: string;
    /** Spec §9 "sign-in container": the login card. */
    signIn: string;
    /** Skeleton placeholders and their shimmer. */
    skeleton: string;
    skeletonShine: string;
  };
  text: {
    default: string;
    muted: string;
    inverse: string;
    link: string;
    linkHover: string;
    disabled: string;
  };
  border: { default: string; strong: string; field: string };
  focusRing: string;
};

/** Everything a brand theme fills. `contract.css.ts` turns this shape into CSS variables. */
export type ThemeTokens = {
  color: ColorTokens;
  font: { body: string; heading: string; mono: string };
  fontSize: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    "2xl": string;
    "3xl": string;
    "4xl": string;
  };
  fontWeight: { regular: string; medium: string; semibold: string; bold: string };
  lineHeight: { tight: string; normal: string; relaxed: string };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    "2xl": string;
    "3xl": string;
  };
  radius: { none: string; sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string; focus: string };
  /**
   * Stacking layers, lowest first. Portalled overlays all live on <body>, so one ordered scale keeps a tooltip
   * above a dialog above a drawer, and the top loading bar above everything.
   */
  zIndex: {
    base: string;
    raised: string;
    sticky: string;
    header: string;
    drawer: string;
    overlay: string;
    dialog: string;
    popover: string;
    toast: string;
    tooltip: string;
    loadingBar: string;
  };
  /**
   * Transition durations (spec §9 where it names one: the loading-bar animation 3 s, the progress bar's 500 ms hide)
   * and easings. Timings that JavaScript waits on live in `TIMING` as numbers.
   */
  motion: {
    fast: string;
    normal: string;
    slow: string;
    progressHide: string;
    loadingBar: string;
    easeStandard: string;
    easeEmphasized: string;
  };
};

/** What a brand may change: the spec colours and a few personality tokens. Everything else is derived. */
export type BrandTokenInput = {
  colors: BrandColors;
  font?: Partial<ThemeTokens["font"]>;
  radius?: Partial<ThemeTokens["radius"]>;
};
