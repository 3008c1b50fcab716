export const CHIP_TONES = ["primary", "neutral"] as const;
export const CHIP_SIZES = ["sm", "md"] as const;
export type ChipTone = (typeof CHIP_TONES)[number];
export type ChipSize = (typeof CHIP_SIZES)[number];
