/**
 * The pages a shortlist's link opens (spec §2 `/shortlist/{id}`, `/shortlist/{id}/applies`, the `shortlist` layout),
 * for someone outside the accounts whose only credential is the link: documents, so a client opening it on a phone
 * loads no script (the shortlist's budget, docs/performance.md); every rating and comment is a form posted to the
 * review's action. The token's way from the mail's link to a cookie is in linkAccess.server.ts.
 */
import { layout, prefix, route } from "@react-router/dev/routes";
import { documentPages } from "../../renderingModes";

export const shortlistRoutes = documentPages([
  ...prefix("shortlist/:uid", [
    layout("areas/shortlist/layout.tsx", { id: "shortlist/layout" }, [
      route("", "areas/shortlist/review.tsx"),
      route("applies", "areas/shortlist/applies.tsx"),
    ]),
    route("applies/:applyId/cv", "areas/shortlist/cv.ts"),
  ]),
]);
