export { Button, type ButtonProps } from "./Button";
export { ButtonLink, type ButtonLinkProps } from "./ButtonLink";
export {
  BUTTON_SIZES,
  BUTTON_TONES,
  BUTTON_VARIANTS,
  type ButtonSize,
  type ButtonTone,
  type ButtonVariant,
} from "./variants";
