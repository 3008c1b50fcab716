export { Avatar, type AvatarProps } from "./Avatar";
export { initials } from "./initials";
export { AVATAR_PIXELS, AVATAR_SIZES, type AvatarSize } from "./variants";
