/**
 * `/candidates/sign_out`: the avatar menu's Sair is a form posting here (the candidate's pages have no script). The
 * action ends the session at the API, passes on the cookie it clears, and sends the candidate where spec §2 says
 * (`/`). Signing out of a session that already ended is a success too. A GET signs no one out (a link or an image on
 * another site must not end a session): it goes back to the candidate's home.
 */
import { afterLogoutPath } from "@seleta/domain";
import { data, redirect } from "react-router";
import { redirectWithCookies, visitorApi } from "../../../services/visitorApi.server";
import type { Route } from "./+types/signOut";

export function loader() {
  throw redirect("/candidates/home");
}

export async function action({ request, context }: Route.ActionArgs) {
  const cookies: string[] = [];
  const { response } = await visitorApi(request, context, cookies).call("DELETE", "/candidates/sessions");
  if (!response.ok && response.status !== 401) throw data(null, { status: response.status });
  return redirectWithCookies(afterLogoutPath("candidates"), cookies);
}
