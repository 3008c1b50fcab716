export {
  GlobalSearchDialog,
  type GlobalSearchDialogProps,
  type GlobalSearchItem,
  type GlobalSearchQuery,
} from "./GlobalSearchDialog";
