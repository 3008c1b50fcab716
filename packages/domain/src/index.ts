export * from "./catalogues";
export { domainMessages } from "./i18n/messages";
