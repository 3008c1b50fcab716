export { CheckboxGroup, type CheckboxGroupProps } from "./CheckboxGroup";
