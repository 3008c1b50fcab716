import { vars } from "@seleta/brand-themes";
import { style } from "@vanilla-extract/css";

/** A titled section of job cards: the board's results and a job's similar ones. */
export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  fontFamily: vars.font.body,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});

/** As many columns of cards as fit, each at least `minCard` wide (a phone shows one). */
const cardGrid = (minCard: string) =>
  style({
    display: "grid",
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCard}), 1fr))`,
    gap: vars.space.lg,
    margin: 0,
    padding: 0,
    listStyle: "none",
  });

/** The board's cards: wider, the page gives them its whole width. */
export const resultsGrid = cardGrid("20rem");

/** A job's similar ones, beside its text's width. */
export const similarGrid = cardGrid("16rem");
