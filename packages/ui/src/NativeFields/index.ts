export { joinPostedPhone, nativePhoneFieldNames, splitStoredPhone } from "../fieldUtils/phone";
export { NativeCheckbox, type NativeCheckboxProps } from "./NativeCheckbox";
export { NativeCheckboxGroup, type NativeCheckboxGroupProps } from "./NativeCheckboxGroup";
export { NativeDateField, type NativeDateFieldProps } from "./NativeDateField";
export { NativeFileInput, type NativeFileInputProps } from "./NativeFileInput";
export { NativePhoneField, type NativePhoneFieldProps } from "./NativePhoneField";
export { NativeRadioGroup, type NativeRadioGroupProps } from "./NativeRadioGroup";
export { NativeSelect, type NativeSelectProps } from "./NativeSelect";
export type { NativeFieldProps } from "./nativeFieldParts";
