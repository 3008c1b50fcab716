export { SiteNavbar, type SiteNavbarProps } from "./SiteNavbar";
