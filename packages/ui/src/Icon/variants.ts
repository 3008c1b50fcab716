export const ICON_SIZES = ["sm", "md", "lg", "xl"] as const;
export type IconSize = (typeof ICON_SIZES)[number];
/** Pixel sizes: 16/20/24 sit beside text of the sm/md/lg type sizes; 40 is for empty states. */
export const ICON_PIXELS: Record<IconSize, number> = { sm: 16, md: 20, lg: 24, xl: 40 };
