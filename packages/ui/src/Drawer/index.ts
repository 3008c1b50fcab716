export { Drawer, DrawerItem, type DrawerItemProps, type DrawerProps } from "./Drawer";
