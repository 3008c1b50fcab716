export * from "./checkForm";
export * from "./postedForm";
