/**
 * The top bar's and the speed-dial's widgets in one chunk: their react-aria menus, popovers and dialogs are only
 * needed once the recruiter opens one, so the shell shows light triggers (DeferredWidget) and imports this module on
 * the first intent (hover, focus) or press; the area's first load does not carry them.
 */
export { AddNewMenu, EntitiesPanel, HistorySpeedDial, NotificationMenu, UserMenu } from "@seleta/domain/widgets";
