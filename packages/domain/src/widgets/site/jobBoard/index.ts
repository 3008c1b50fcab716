export * from "./jobBoardLinks";
export { catalogueText, dateText, jobLocationText, salaryText } from "./jobText";
export { jobBoardMessages } from "./messages";
