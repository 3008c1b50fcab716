export { type FieldChromeProps, FieldHelp, FieldLabel, FieldLocale } from "./Field";
export { type FieldOption, OptionList } from "./OptionList";
export { searchBox, searchBoxShortcut, searchBoxText } from "./searchBox.css";
export { useFieldMessages, useTextValidation } from "./useFieldMessages";
