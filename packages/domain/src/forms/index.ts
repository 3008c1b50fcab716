export * from "./checkForm";
export * from "./formScope";
export * from "./postedForm";
