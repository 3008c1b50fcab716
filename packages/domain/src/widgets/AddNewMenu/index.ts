export { AddNewMenu, type AddNewMenuProps } from "./AddNewMenu";
