import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

export const wizard = style({ display: "flex", flexDirection: "column", gap: vars.space.lg });

/** A stage open to the candidate: the stepper's text, underlined as a link. */
export const stageLink = style({
  color: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
  ":hover": { color: vars.color.text.linkHover },
});

/** Back sits on the start side under the stage's form, whose own button ends it. */
export const back = style({ display: "flex", justifyContent: "flex-start" });
