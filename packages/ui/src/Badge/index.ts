export { Badge, type BadgeProps } from "./Badge";
export {
  BADGE_SIZES,
  BADGE_TONES,
  BADGE_VARIANTS,
  type BadgeSize,
  type BadgeTone,
  type BadgeVariant,
} from "./variants";
