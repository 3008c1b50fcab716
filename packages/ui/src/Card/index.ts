export { Card, type CardProps } from "./Card";
export { CARD_PADDINGS, CARD_VARIANTS, type CardPadding, type CardVariant } from "./variants";
