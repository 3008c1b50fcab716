export { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "./Field";
export { type FieldOption, OptionList } from "./OptionList";
export { useFieldMessages, useTextValidation } from "./useFieldMessages";
