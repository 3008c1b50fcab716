export * from "./dates";
export * from "./documents";
export * from "./html";
export * from "./money";
export * from "./phone";
export * from "./slug";
