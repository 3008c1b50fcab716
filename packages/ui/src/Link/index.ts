export { Link, type LinkProps } from "./Link";
export { LINK_VARIANTS, type LinkVariant } from "./variants";
