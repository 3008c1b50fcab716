/** Variant lists as `as const` arrays, reused by the types, the styles and the stories (Braid's pattern). */
export const BUTTON_VARIANTS = ["solid", "soft", "outline", "ghost"] as const;
export const BUTTON_TONES = ["primary", "secondary", "neutral", "danger"] as const;
export const BUTTON_SIZES = ["sm", "md", "lg"] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonTone = (typeof BUTTON_TONES)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
