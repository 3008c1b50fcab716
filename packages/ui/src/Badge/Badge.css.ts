import { vars } from "@seleta/brand-themes";
import { type StyleRule, style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { BADGE_TONES, BADGE_VARIANTS, type BadgeTone, type BadgeVariant } from "./variants";

// The recipe comes first: its `border` shorthand must precede the tones' `borderColor` in the stylesheet.
export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    border: "1px solid transparent",
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: "nowrap",
    verticalAlign: "middle",
    fontVariantNumeric: "tabular-nums",
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.xs, paddingBlock: "1px", paddingInline: vars.space.sm, minHeight: "20px" },
      md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.xxs, paddingInline: vars.space.md, minHeight: "24px" },
    },
  },
  defaultVariants: { size: "md" },
});

function toneRule(variant: BadgeVariant, tone: BadgeTone): StyleRule {
  const t = vars.color.tone[tone];
  switch (variant) {
    case "solid":
      return { background: t.solid, color: t.onSolid };
    case "soft":
      return { background: t.soft, color: t.text };
    case "outline":
      return { background: vars.color.surface.raised, color: t.text, borderColor: t.border };
  }
}

/** `toneClass[variant][tone]`: a table, because a `.css.ts` file may only export plain values. */
export const toneClass = Object.fromEntries(
  BADGE_VARIANTS.map((variant) => [
    variant,
    Object.fromEntries(BADGE_TONES.map((tone) => [tone, style(toneRule(variant, tone), `${variant}-${tone}`)])),
  ]),
) as Record<BadgeVariant, Record<BadgeTone, string>>;
