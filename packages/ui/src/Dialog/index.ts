export { Dialog, type DialogProps } from "./Dialog";
export {
  BOTTOM_DIALOG_MAX_WIDTH,
  DIALOG_PLACEMENTS,
  DIALOG_SIZES,
  DIALOG_WIDTHS,
  type DialogPlacement,
  type DialogSize,
  dialogWidth,
} from "./sizes";
