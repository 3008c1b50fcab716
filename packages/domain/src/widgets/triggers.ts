/**
 * The widgets' closed triggers without the widgets: what an app draws in a widget's place until the widget's chunk
 * is loaded (the recruiter bar's light triggers), the same content and name as the widget's own trigger. An entry
 * of its own, so importing a trigger never brings the widgets' modules into a page's first load
 * (apps/web/app/areas/recruiters/shell/barFirstLoad.test.ts).
 */
export {
  type EntitiesPanelTrigger,
  EntitiesPanelTriggerContent,
  type EntitiesPanelTriggerContentProps,
  useEntitiesPanelTrigger,
} from "./EntitiesPanel/EntitiesPanelTrigger";
