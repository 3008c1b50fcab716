export { Icon, type IconProps } from "./Icon";
export * from "./icons";
export { ICON_PIXELS, ICON_SIZES, type IconSize } from "./variants";
