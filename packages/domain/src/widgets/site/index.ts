/**
 * The `./site-widgets` entry: the public site's widgets (the brand's navbar, footer and terms banner, the job board's
 * cards, search form and job sections, the content cards, the contact form, the candidates' sign-in). Apart from
 * `./widgets` because public pages are documents sent without scripts (apps/web/app/renderingModes.ts):
 * these widgets render on the server from props alone, with plain links and forms, and no event handler is needed
 * for them to work.
 */

// The widgets' message formatter, for pages that format a widget text themselves.
export { formatDomainMessage, useLocale, useMessage } from "../useMessage";
export * from "./ApplyLink";
export * from "./AreaCards";
export * from "./CandidateSignIn";
export * from "./ContactForm";
export * from "./ContentCard";
export * from "./EventCard";
export * from "./Hero";
export * from "./JobCard";
export * from "./JobDescription";
export * from "./JobFacts";
export * from "./JobResults";
export * from "./JobSearchForm";
export * from "./JobSearchNotices";
export * from "./jobBoard";
export { siteChromeMessages } from "./messages";
export * from "./PaginationLinks";
export * from "./RichText";
export * from "./ShareLinks";
export * from "./SimilarJobs";
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
export * from "./Timeline";
