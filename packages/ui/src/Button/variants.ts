/** Variant lists as `as const` arrays, reused by the types, the styles and the stories (Braid's pattern). */
export const BUTTON_VARIANTS = ["solid", "soft", "outline", "ghost"] as const;
export const BUTTON_TONES = ["primary", "secondary", "neutral", "danger"] as const;
export const BUTTON_SIZES = ["sm", "md", "lg"] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonTone = (typeof BUTTON_TONES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** A tone's colour tokens (`vars.color.tone[tone]` and a brand's resolved `color.tone[tone]` have these keys). */
type ToneToken = "solid" | "solidHover" | "solidActive" | "onSolid" | "soft" | "softHover" | "softHoverText" | "text";
/** `null`: transparent, so the surface under the button shows (the page, a card). */
export type Paint = { background: ToneToken | null; text: ToneToken };

/**
 * What each variant paints with, at rest, under the pointer and pressed: Button.css.ts builds its styles from this
 * table, and contrast.test.ts checks every pair for WCAG AA in every brand.
 */
export const VARIANT_PAINT = {
  solid: {
    rest: { background: "solid", text: "onSolid" },
    hovered: { background: "solidHover", text: "onSolid" },
    pressed: { background: "solidActive", text: "onSolid" },
  },
  soft: { rest: { background: "soft", text: "text" }, hovered: { background: "softHover", text: "softHoverText" } },
  outline: { rest: { background: null, text: "text" }, hovered: { background: "soft", text: "text" } },
  ghost: { rest: { background: null, text: "text" }, hovered: { background: "soft", text: "text" } },
} as const satisfies Record<ButtonVariant, { rest: Paint; hovered: Paint; pressed?: Paint }>;
