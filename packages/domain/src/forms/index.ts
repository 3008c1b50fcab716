export * from "./postedForm";
