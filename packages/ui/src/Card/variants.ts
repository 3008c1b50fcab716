export const CARD_VARIANTS = ["outlined", "elevated", "filled"] as const;
export const CARD_PADDINGS = ["none", "md", "lg", "xl"] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];
export type CardPadding = (typeof CARD_PADDINGS)[number];
