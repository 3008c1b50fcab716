export * from "./actions";
export * from "./can";
export * from "./clientPortalPaths";
export * from "./menus";
export * from "./navigation";
export * from "./shortlistAccess";
