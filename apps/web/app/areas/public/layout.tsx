import { Outlet } from "react-router";
import { SERVER_ONLY_PAGE } from "./serverOnly";

/** Spec §2's default layout of the public site: the brand's navbar, the page, the brand's footer. */
export const handle = SERVER_ONLY_PAGE;

export default function PublicLayout() {
  return <Outlet />;
}
