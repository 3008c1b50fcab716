export { businessThemeStyle } from "./businessTheme";
export { vars } from "./contract.css";
export * from "./plain";
export { themeClass } from "./themes.css";
