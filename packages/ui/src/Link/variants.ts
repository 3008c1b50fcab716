export const LINK_VARIANTS = ["inline", "standalone", "subtle"] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];
