/**
 * Dialog widths of spec §9, in px. Plain constants until the token contract has sizes; `as const` so the types,
 * the styles and the stories share one list (Braid's pattern).
 *
 * sm/md/lg/xl are the modal sizes (300/500/800/1140, default md); `full` is the general maximum (1200); the named
 * ones are the spec's special dialogs: loading 400, global search 1000, signature 1300 (wider than the maximum on
 * purpose — the signature preview needs it).
 */
export const DIALOG_WIDTHS = {
  sm: 300,
  md: 500,
  lg: 800,
  xl: 1140,
  full: 1200,
  loading: 400,
  search: 1000,
  signature: 1300,
} as const;

export type DialogSize = keyof typeof DIALOG_WIDTHS;
export const DIALOG_SIZES = Object.keys(DIALOG_WIDTHS) as DialogSize[];

/** Bottom dialogs are capped lower than centred ones (spec §9: 900). */
export const BOTTOM_DIALOG_MAX_WIDTH = 900;

export const DIALOG_PLACEMENTS = ["center", "bottom"] as const;
export type DialogPlacement = (typeof DIALOG_PLACEMENTS)[number];

/** The width a dialog gets: its size, capped for bottom dialogs. */
export function dialogWidth(size: DialogSize, placement: DialogPlacement): number {
  const width = DIALOG_WIDTHS[size];
  return placement === "bottom" ? Math.min(width, BOTTOM_DIALOG_MAX_WIDTH) : width;
}
