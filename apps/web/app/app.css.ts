import { vars } from "@seleta/brand-themes";
import { globalStyle } from "@vanilla-extract/css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", { margin: 0, minHeight: "100%" });
globalStyle("body", { fontSize: vars.fontSize.md });
