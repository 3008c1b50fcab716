export * from "./defineEntity";
export * from "./field";
export * from "./fieldQueries";
export * from "./globalSearch";
export * from "./listQuery";
export * from "./registry";
export * from "./rootKey";
export * from "./shapes";
