export { type AreaCard, AreaCards, type AreaCardsProps } from "./AreaCards";
