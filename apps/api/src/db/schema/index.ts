export * from "./businesses";
export * from "./seedRuns";
