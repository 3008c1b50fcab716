/** The `./columns` entry: the column structures of the list views (issue 6), kept apart so the `.` entry stays small. */
export * from "./entities/columnsStructure";
