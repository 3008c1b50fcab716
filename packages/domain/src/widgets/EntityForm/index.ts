export {
  EntityForm,
  type EntityFormActions,
  type EntityFormProps,
  EntityFormSaveError,
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
} from "./EntityForm";
export { FIELD_INPUTS, type FieldInputProps, type LoadRelationOptions } from "./fieldInputs";
