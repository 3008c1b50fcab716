export { CONSENT_CHOICES, CONSENT_FIELDS, type ConsentChoice, TermsBanner, type TermsBannerProps } from "./TermsBanner";
