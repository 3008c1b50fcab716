export type { ListPickerOption, ListTarget } from "../../state/listPicker";
export { ListPicker, type ListPickerProps, type ListPickerStatus } from "./ListPicker";
export { listPickerMessages } from "./messages";
