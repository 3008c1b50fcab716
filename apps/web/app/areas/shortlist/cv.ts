/**
 * `/shortlist/{uid}/applies/{applyId}/cv`: a shown candidate's CV for the link's holder. The link's cookie is scoped to
 * the shortlist's pages, so the download is one of them: it turns the cookie into the API's bearer and hands the
 * API's answer on as it is (the file as an attachment, its type, its CSP); without the cookie, or a CV not shown, 404.
 */

import { defaultApiOrigin } from "../../business/businessConfig.server";
import { seletaLoadContext } from "../../loadContext";
import { requestContext } from "../../request";
import type { Route } from "./+types/cv";
import { linkToken } from "./linkAccess.server";

/** The API's headers a download keeps. */
const PASSED_ON = [
  "content-type",
  "content-length",
  "content-disposition",
  "content-security-policy",
  "x-content-type-options",
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = linkToken(request);
  const applyId = Number(params.applyId);
  if (!token || !Number.isSafeInteger(applyId) || applyId < 1) return new Response(null, { status: 404 });
  const inProcess = seletaLoadContext(context).apiFetch;
  const base = inProcess ? "http://seleta.in-process" : defaultApiOrigin();
  const path = `/api/v1/shortlist_relationships/${encodeURIComponent(params.uid)}/applies/${applyId}/cv`;
  const answer = await (inProcess ?? fetch)(`${base}${path}`, {
    headers: { authorization: `Bearer ${token}`, "accept-language": requestContext(request).locale },
  });
  const headers = new Headers({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });
  for (const name of PASSED_ON) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(answer.ok ? answer.body : null, { status: answer.ok ? 200 : answer.status, headers });
}
