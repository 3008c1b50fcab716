export * from "./anonymisation";
export * from "./consents";
export * from "./retention";
