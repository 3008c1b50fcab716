import { TONES } from "@seleta/brand-themes";

/** Every tone of the contract: statuses need success/info/warning/danger as much as the brand's own colours. */
export const BADGE_TONES = TONES;
export const BADGE_VARIANTS = ["solid", "soft", "outline"] as const;
export const BADGE_SIZES = ["sm", "md"] as const;

export type BadgeTone = (typeof BADGE_TONES)[number];
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];
export type BadgeSize = (typeof BADGE_SIZES)[number];
