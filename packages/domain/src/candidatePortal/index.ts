export * from "./candidateMenu";
export * from "./profileSections";
