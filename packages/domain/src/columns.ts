/**
 * The `./columns` entry: what the list and board views need beyond the model — the column structures, the
 * views of each entity, and the applies board's move rules — kept apart so the `.` entry stays under its size budget.
 */
export * from "./entities/columnsStructure";
export * from "./entities/entityViews";
export * from "./state/applyMove";
