export * from "./Button";
export * from "./i18n";
