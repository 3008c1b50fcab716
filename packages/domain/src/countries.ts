/** The `./countries` entry: the country catalogue, kept apart so the `.` entry stays small. */
export * from "./catalogues/countries";
