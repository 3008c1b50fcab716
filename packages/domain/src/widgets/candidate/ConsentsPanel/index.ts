export { type ConsentChoice, ConsentsPanel, type ConsentsPanelProps } from "./ConsentsPanel";
export { consentsPanelMessages } from "./messages";
