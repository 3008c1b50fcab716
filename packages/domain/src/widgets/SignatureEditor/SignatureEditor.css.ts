import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** Fields beside the preview where there is room (the 1300 px dialog), one above the other below 900 px. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  "@media": { "(min-width: 900px)": { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space.lg,
  alignContent: "start",
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const wide = style({ gridColumn: "1 / -1" });

export const preview = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minWidth: 0,
});

export const previewTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

export const previewHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

/** An e-mail's white page, whatever the brand's surface: the signature is seen on white in mail clients. */
export const previewPaper = style({
  padding: vars.space.lg,
  background: "#ffffff",
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  overflowX: "auto",
});

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xl });

export const pageTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text.default,
});

export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });
