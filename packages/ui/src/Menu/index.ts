export {
  Menu,
  MenuItem,
  type MenuItemProps,
  MenuPopover,
  type MenuPopoverProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
} from "./Menu";
