export {
  DRAWER_LAYOUTS,
  Drawer,
  DrawerItem,
  type DrawerItemProps,
  type DrawerLayout,
  type DrawerProps,
} from "./Drawer";
