export * from "./candidateStatus";
export * from "./catalogue";
