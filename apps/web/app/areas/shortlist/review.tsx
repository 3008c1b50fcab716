/**
 * `/shortlist/{uid}` (spec §2, §4, §6): the review a shortlist's link opens. The first open carries `?token=`, which
 * the loader exchanges for the link's cookie and drops from the address (linkAccess.server.ts); then the page shows
 * the shortlist as the link's reviewer sees it and every form posts to this route's action. A document: forms and
 * links only, no script of the app.
 */
import { ShortlistReview } from "@seleta/domain/widgets";
import { FormattedMessage, useIntl } from "react-intl";
import { data } from "react-router";
import { requestServices } from "../../services/requestServices.server";
import type { Route } from "./+types/review";
import { shortlistPageHeaders, shortlistPageMeta } from "./headers";
import { LinkClosedPage } from "./LinkClosedPage";
import { linkClosed, linkReviewer, loadLinkPage } from "./linkAccess.server";
import { reviewAction } from "./review.server";
import * as css from "./shortlist.css";

export const headers = shortlistPageHeaders;

export function meta({ matches, data: page }: Route.MetaArgs) {
  return shortlistPageMeta(matches, page && "review" in page ? page.review.jobTitle : undefined);
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLinkPage(request, context, params.uid);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const reviewer = linkReviewer(request);
  if (!reviewer) return data(linkClosed(404), { status: 404 });
  const outcome = await reviewAction(
    requestServices({ request, context }).http,
    reviewer,
    params.uid,
    new URL(request.url).pathname,
    request,
  );
  if (outcome.kind === "closed") {
    const closed = linkClosed(outcome.status);
    return data(closed, { status: closed.status });
  }
  return data({ refusal: outcome.refusal }, { status: outcome.status });
}

export default function ShortlistLinkReview({ loaderData, actionData, params }: Route.ComponentProps) {
  const intl = useIntl();
  if (actionData && "closed" in actionData) return <LinkClosedPage closed={actionData.closed} />;
  if ("closed" in loaderData) return <LinkClosedPage closed={loaderData.closed} />;
  const { review, saved } = loaderData;
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : undefined;
  const path = `/shortlist/${encodeURIComponent(params.uid)}`;
  return (
    <>
      <div className={css.heading}>
        <p className={css.eyebrow}>{review.shortlistName}</p>
        <h1 className={css.title}>{review.jobTitle}</h1>
        <p className={css.lead}>
          {review.reviewerName
            ? intl.formatMessage({ id: "shortlistLink.leadNamed" }, { name: review.reviewerName })
            : intl.formatMessage({ id: "shortlistLink.lead" })}
        </p>
        <nav className={css.nav} aria-label={intl.formatMessage({ id: "shortlistLink.nav" })}>
          <a href={`${path}/applies`}>
            <FormattedMessage id="shortlistLink.toApplies" />
          </a>
        </nav>
      </div>
      <ShortlistReview candidates={review.candidates} action={path} refusal={refusal} saved={saved} />
    </>
  );
}
