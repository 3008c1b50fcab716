export const SPINNER_SIZES = ["sm", "md", "lg"] as const;
export const SPINNER_TONES = ["primary", "neutral", "current"] as const;
export type SpinnerSize = (typeof SPINNER_SIZES)[number];
export type SpinnerTone = (typeof SPINNER_TONES)[number];
