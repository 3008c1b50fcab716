export { EntitiesPanel, type EntitiesPanelProps } from "./EntitiesPanel";
export {
  activeEntityEntry,
  EntitiesPanelTriggerContent,
  type EntitiesPanelTriggerContentProps,
  entitiesPanelTriggerLabel,
} from "./EntitiesPanelTrigger";
