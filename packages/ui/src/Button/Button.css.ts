import { vars } from "@seleta/brand-themes";
import { keyframes, type StyleRule, style } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import {
  type BUTTON_SIZES,
  BUTTON_TONES,
  BUTTON_VARIANTS,
  type ButtonTone,
  type ButtonVariant,
  type Paint,
  VARIANT_PAINT,
} from "./variants";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: "nowrap",
  // A link that looks like a button (ButtonLink) is not underlined like running text.
  textDecoration: "none",
  cursor: "pointer",
  userSelect: "none",
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    // A link's keyboard focus as the browser sees it, for pages sent without scripts (react-aria sets no data-*
    // there). Links only: a button focused by script (a dialog's first button) is not a keyboard focus to show.
    "a&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
    "&[data-disabled]": { cursor: "not-allowed", opacity: 0.55 },
    "&[data-pending]": { cursor: "progress" },
  },
});

/** The colours of one variant in one tone, selecting on react-aria's data-* states (React Spectrum's pattern). */
function toneRule(variant: ButtonVariant, tone: ButtonTone): StyleRule {
  const t = vars.color.tone[tone];
  const paint: { rest: Paint; hovered: Paint; pressed?: Paint } = VARIANT_PAINT[variant];
  const colours = ({ background, text }: Paint) => ({
    background: background ? t[background] : "transparent",
    color: t[text],
  });
  const { color, background } = colours(paint.rest);
  return {
    background,
    color,
    ...(variant === "outline" ? { borderColor: t.border } : {}),
    selectors: {
      "&[data-hovered]":
        paint.hovered.text === paint.rest.text
          ? { background: colours(paint.hovered).background }
          : colours(paint.hovered),
      ...(paint.pressed ? { "&[data-pressed]": { background: colours(paint.pressed).background } } : {}),
    },
  };
}

/** `toneClass[variant][tone]`; a table, because a `.css.ts` file may only export plain values. */
export const toneClass = Object.fromEntries(
  BUTTON_VARIANTS.map((variant) => [
    variant,
    Object.fromEntries(BUTTON_TONES.map((tone) => [tone, style(toneRule(variant, tone), `${variant}-${tone}`)])),
  ]),
) as Record<ButtonVariant, Record<ButtonTone, string>>;

export const button = recipe({
  base,
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.xs, paddingInline: vars.space.md, minHeight: "32px" },
      md: { fontSize: vars.fontSize.sm, paddingBlock: vars.space.sm, paddingInline: vars.space.lg, minHeight: "40px" },
      lg: { fontSize: vars.fontSize.md, paddingBlock: vars.space.md, paddingInline: vars.space.xl, minHeight: "48px" },
    } satisfies Record<(typeof BUTTON_SIZES)[number], unknown>,
    fullWidth: { true: { width: "100%" }, false: {} },
  },
  defaultVariants: { size: "md", fullWidth: false },
});

export type ButtonRecipe = RecipeVariants<typeof button>;

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1em",
  height: "1em",
  flexShrink: 0,
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderInlineEndColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2.4s" } },
});
