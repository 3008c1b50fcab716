import { style } from "@vanilla-extract/css";

export const loading = style({
  display: "grid",
  placeItems: "center",
  minHeight: "100vh",
});
