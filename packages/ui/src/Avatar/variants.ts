export const AVATAR_SIZES = ["sm", "md", "lg", "xl"] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const AVATAR_PIXELS: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 48, xl: 96 };
