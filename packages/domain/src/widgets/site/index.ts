/**
 * The `./site-widgets` entry: the public site's widgets (the brand's navbar, footer and terms banner, the job board's
 * cards, search form and job sections, the content cards, the contact form). Apart from `./widgets` because public
 * pages are documents sent without scripts (apps/web/app/areas/public/serverOnly.ts): these widgets render on the
 * server from props alone, with plain links and forms, and no event handler is needed for them to work.
 */
export { siteChromeMessages } from "./messages";
export { SiteFooter, type SiteFooterProps } from "./SiteFooter";
export { SiteNavbar, type SiteNavbarProps } from "./SiteNavbar";
export { isCurrentEntry, SITE_NAV_ENTRIES, type SiteNavEntry, type SiteNavKey, siteNavEntries } from "./siteNavigation";
export {
  CONSENT_CHOICES,
  CONSENT_FIELDS,
  type ConsentChoice,
  TermsBanner,
  type TermsBannerProps,
} from "./TermsBanner";
