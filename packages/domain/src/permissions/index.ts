export * from "./actions";
export * from "./can";
export * from "./clientContactMenu";
export * from "./clientPortal";
export * from "./menus";
export * from "./navigation";
export * from "./privateRows";
export * from "./shortlistAccess";
