export { BRAZILIAN_STATES, type BrazilianState } from "./brazilianStates";
export * from "./jobBoardLinks";
export { catalogueText, dateText, jobLocationText, salaryText } from "./jobText";
export { jobBoardMessages } from "./messages";
