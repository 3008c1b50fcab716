export { EntitiesPanel, type EntitiesPanelProps } from "./EntitiesPanel";
