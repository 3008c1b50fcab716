export { DateField, type DateFieldProps, DateSegments } from "./DateField";
