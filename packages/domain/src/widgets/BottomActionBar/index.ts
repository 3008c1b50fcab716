export { BottomActionBar, type BottomActionBarProps, isBottomActionBarShown } from "./BottomActionBar";
