import { vars } from "@seleta/brand-themes";
import { style, styleVariants } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { CHIP_TONES, type ChipTone } from "./variants";

export const chip = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    border: `1px solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: "nowrap",
    outline: "none",
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.xs, minHeight: "24px", paddingInline: vars.space.sm },
      md: { fontSize: vars.fontSize.sm, minHeight: "32px", paddingInline: vars.space.md },
    },
  },
  defaultVariants: { size: "md" },
});

/** The toggle chip: a react-aria ToggleButton, styled on its data-* states. */
export const toggleTone = styleVariants(
  Object.fromEntries(CHIP_TONES.map((tone) => [tone, tone])) as Record<ChipTone, ChipTone>,
  (tone) => {
    const t = vars.color.tone[tone];
    return {
      cursor: "pointer",
      selectors: {
        "&[data-hovered]": { background: vars.color.surface.hover },
        "&[data-pressed]": { background: t.soft },
        "&[data-selected]": { background: t.soft, borderColor: t.border, color: t.text },
        // `text` is guaranteed AA on `soft` only, so a hovered selected chip keeps `soft` and darkens its border.
        "&[data-selected][data-hovered]": { background: t.soft, borderColor: t.text },
        "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
        "&[data-disabled]": { cursor: "not-allowed", color: vars.color.text.disabled, opacity: 0.7 },
      },
    };
  },
);

export const removeButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  width: "20px",
  height: "20px",
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text.muted,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surface.hover, color: vars.color.text.default },
    "&[data-pressed]": { background: vars.color.border.default },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}` },
  },
});
