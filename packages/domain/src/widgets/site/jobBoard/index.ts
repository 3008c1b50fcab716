export * from "./jobBoardLinks";
export { catalogueText, dateText, jobLocationText, salaryText, workTypeText } from "./jobText";
export { jobBoardMessages } from "./messages";
