export { type EnhancedForm, EntityForm, type EntityFormProps, formScope } from "./EntityForm";
export {
  FIELD_INPUTS,
  type FieldInputProps,
  type FormEnhancements,
  hasFieldInput,
  type LoadRelationOptions,
} from "./fieldInputs";
export { entityFormWidgetMessages } from "./messages";
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from "./UnsavedChangesDialog";
