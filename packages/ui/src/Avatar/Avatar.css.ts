import { vars } from "@seleta/brand-themes";
import { style, styleVariants } from "@vanilla-extract/css";
import { AVATAR_PIXELS, AVATAR_SIZES, type AvatarSize } from "./variants";

export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: "50%",
  background: vars.color.tone.primary.soft,
  color: vars.color.tone.primary.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  userSelect: "none",
  verticalAlign: "middle",
});

export const avatarSize = styleVariants(
  Object.fromEntries(AVATAR_SIZES.map((size) => [size, AVATAR_PIXELS[size]])) as Record<AvatarSize, number>,
  (pixels) => ({ width: `${pixels}px`, height: `${pixels}px`, fontSize: `${Math.round(pixels * 0.4)}px` }),
);

export const image = style({ width: "100%", height: "100%", objectFit: "cover" });
