export { ApplyLink, type ApplyLinkProps } from "./ApplyLink";
