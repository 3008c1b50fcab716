export { UserMenu, type UserMenuProps, type UserMenuUser } from "./UserMenu";
