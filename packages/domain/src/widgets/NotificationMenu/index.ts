export { NotificationMenu, type NotificationMenuProps } from "./NotificationMenu";
