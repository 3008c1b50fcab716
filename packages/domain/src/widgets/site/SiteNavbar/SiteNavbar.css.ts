import { BREAKPOINTS, vars } from "@seleta/brand-themes";
import { globalStyle, style, styleVariants } from "@vanilla-extract/css";

/**
 * The navbar folds by its own width (a container query), not the viewport's: the same markup is right in a page, a
 * story or a narrow column.
 */
const wide = `(min-width: ${BREAKPOINTS.lg}px)`;

const base = style({
  inlineSize: "100%",
  containerType: "inline-size",
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.header,
});

/**
 * light: on white with a hairline; dark: on the brand's header colour; transparent: laid over the page's hero (the
 * homepage layout), white text on a gradient that keeps it readable whatever the image.
 */
export const navbar = styleVariants({
  light: [
    base,
    {
      position: "relative",
      background: vars.color.surface.raised,
      color: vars.color.text.default,
      borderBlockEnd: `1px solid ${vars.color.border.default}`,
    },
  ],
  dark: [base, { position: "relative", background: vars.color.surface.header, color: vars.color.surface.onHeader }],
  transparent: [
    base,
    {
      position: "absolute",
      insetBlockStart: 0,
      insetInline: 0,
      color: vars.color.text.inverse,
      background: "linear-gradient(rgba(0, 0, 0, 0.55), rgba(0, 0, 0, 0))",
    },
  ],
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.lg,
  maxInlineSize: "1140px",
  marginInline: "auto",
  padding: `${vars.space.md} ${vars.space.lg}`,
});

/** The logo sits on a white tile on dark and transparent navbars: the wordmarks are drawn for a light ground. */
export const logoTile = style({
  display: "inline-flex",
  alignItems: "center",
  flexShrink: 0,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
});

export const logoTileOnDark = style([logoTile, { background: "#ffffff" }]);

export const desktopNav = style({
  display: "none",
  marginInlineStart: "auto",
  "@container": { [wide]: { display: "block" } },
});

export const list = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const link = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: "inherit",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: "3px solid currentColor", outlineOffset: "2px" },
    '&[aria-current="page"]': {
      textDecoration: "underline",
      textDecorationThickness: "2px",
      textUnderlineOffset: "6px",
    },
  },
});

/** The register entry stands out as a button: the call to action of the public site. */
export const registerLink = style([
  link,
  {
    background: vars.color.tone.primary.solid,
    color: vars.color.tone.primary.onSolid,
    selectors: { "&:hover": { background: vars.color.tone.primary.solidHover, textDecoration: "none" } },
  },
]);

/** Below `lg` the entries fold into a native disclosure: it opens and closes without any script. */
export const mobileMenu = style({
  position: "relative",
  marginInlineStart: "auto",
  "@container": { [wide]: { display: "none" } },
});

export const summary = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: "1px solid currentColor",
  borderRadius: vars.radius.md,
  cursor: "pointer",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:focus-visible": { outline: "3px solid currentColor", outlineOffset: "2px" },
  },
});

export const mobilePanel = style({
  position: "absolute",
  insetInlineEnd: 0,
  insetBlockStart: "calc(100% + 0.5rem)",
  minInlineSize: "16rem",
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.shadow.lg,
});

export const mobileList = style({ margin: 0, padding: 0, listStyle: "none" });

globalStyle(`${mobileList} a`, { display: "block" });
