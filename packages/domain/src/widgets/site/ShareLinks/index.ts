export { ShareLinks, type ShareLinksProps } from "./ShareLinks";
