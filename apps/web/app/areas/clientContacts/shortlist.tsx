/**
 * `/client_contacts/shortlists/{uid}` (spec §3 like_candidate, §7): a signed-in client contact's review of a shortlist sent to
 * them, by their relationship's uid (the API's row rules: their own relationship, to a sent shortlist of their
 * company's job; anything else is the same 404). The review is the link's (`ShortlistReview`, areas/shortlist): the
 * same forms, posted to this route's action as the contact, the same answers. The portal hydrates; the forms are
 * plain posts all the same, so a rating works before and without scripts.
 */
import { ShortlistReview } from "@seleta/domain/widgets";
import { data } from "react-router";
import { SHORTLIST_PAGE_SETS } from "../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../i18n/messages";
import { requestServices } from "../../services/requestServices.server";
import { appServices } from "../../services/services";
import { AreaErrorBoundary } from "../AreaErrorBoundary";
import { pageData } from "../pageData";
import { reviewAction } from "../shortlist/review.server";
import { loadReview, savedApply } from "../shortlist/reviewData";
import * as css from "../shortlist/shortlist.css";
import type { Route } from "./+types/shortlist";

const messageSets = SHORTLIST_PAGE_SETS;
const reviewer = { kind: "clientContact" } as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const review = await pageData(loadReview(requestServices({ request, context }).http, reviewer, params.uid));
  return { review, saved: savedApply(request), messageSets };
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const [review] = await Promise.all([
    pageData(loadReview(appServices().http, reviewer, params.uid)),
    loadMessageSets(documentLocale(), messageSets),
  ]);
  return { review, saved: savedApply(request), messageSets };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const outcome = await reviewAction(
    requestServices({ request, context }).http,
    reviewer,
    params.uid,
    new URL(request.url).pathname,
    request,
  );
  // A shortlist the contact may no longer open is the page's 404, like opening it.
  if (outcome.kind === "closed") throw data(null, { status: outcome.status === 400 ? 400 : 404 });
  return data({ refusal: outcome.refusal }, { status: outcome.status });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function ClientContactShortlist({ loaderData, actionData, params }: Route.ComponentProps) {
  const { review, saved } = loaderData;
  return (
    <div className={css.main}>
      <div className={css.heading}>
        <p className={css.eyebrow}>{review.shortlistName}</p>
        <h1 className={css.title}>{review.jobTitle}</h1>
      </div>
      <ShortlistReview
        candidates={review.candidates}
        action={`/client_contacts/shortlists/${encodeURIComponent(params.uid)}`}
        refusal={actionData?.refusal}
        saved={saved}
      />
    </div>
  );
}
