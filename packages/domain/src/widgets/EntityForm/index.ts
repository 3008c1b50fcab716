export { formScope, hasFieldInput } from "../../forms/formScope";
export { entityFormMessages } from "../../state/entityForm";
export { type EnhancedForm, EntityForm, type EntityFormProps } from "./EntityForm";
export {
  FIELD_INPUTS,
  type FieldInputProps,
  type FormEnhancements,
  type LoadRelationOptions,
} from "./fieldInputs";
export { entityFormWidgetMessages } from "./messages";
export { UnsavedChangesDialog, type UnsavedChangesDialogProps } from "./UnsavedChangesDialog";
