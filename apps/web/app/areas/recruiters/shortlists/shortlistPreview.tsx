/**
 * `/recruiters/shortlists/:id/preview` ("see as the client", spec §1): the shortlist exactly as a client receives
 * it — the API's preview is the client's review answer without the reviewer — drawn by the client's own widget
 * (`ShortlistReview`, read-only: a banner, no rating, no comment) inside the recruiter's area. A hydrated page like
 * the rest of the area: the recruiter comes from the builder with the app loaded, and goes back to it.
 */
import { shortlistBuilderQueries } from "@seleta/api-client";
import { ShortlistReview } from "@seleta/domain/widgets";
import { Link } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { SHORTLIST_PAGE_SETS } from "../../../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../../../i18n/messages";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { reviewCandidates } from "../../shortlist/reviewData";
import * as review from "../../shortlist/shortlist.css";
// A shortlist's id in the path follows a job's: a positive integer, else no such record (404).
import { jobIdOf as recordIdOf } from "../applies/jobId";
import type { Route } from "./+types/shortlistPreview";
import * as css from "./shortlists.css";

/** The review widget's texts are the `shortlist` set's, beside the area's. */
const messageSets = SHORTLIST_PAGE_SETS;

/** The preview; another business's shortlist, or an unknown one, is the error page's 404. */
async function loadPreview(id: string | undefined, { http, queryClient }: AppServices) {
  const shortlistId = recordIdOf(id);
  await pageData(queryClient.ensureQueryData(shortlistBuilderQueries.preview(http, shortlistId)));
  return { shortlistId, messageSets };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPreview(params.id, requestServices({ request, context }));
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    loadPreview(params.id, appServices()),
    loadMessageSets(documentLocale(), messageSets),
  ]);
  return data;
}

export const ErrorBoundary = AreaErrorBoundary;

/** The CV is named, not linked, in the preview; its address is the apply's page, where the recruiter has it. */
const applyPage = (applyId: number) => `/recruiters/applies/${applyId}`;

export default function ShortlistPreview({ loaderData }: Route.ComponentProps) {
  const { shortlistId } = loaderData;
  const http = useHttp();
  const intl = useIntl();
  const { data: preview } = useSuspenseQuery(shortlistBuilderQueries.preview(http, shortlistId));
  const candidates = useMemo(() => reviewCandidates(preview, [], [], applyPage), [preview]);
  return (
    <div className={review.main}>
      <nav className={css.links} aria-label={preview.shortlist.name}>
        <Link href={`/recruiters/shortlists/${shortlistId}`}>
          {intl.formatMessage({ id: "shortlistActions.preview.toBuilder" })}
        </Link>
      </nav>
      <div className={review.heading}>
        <p className={review.eyebrow}>
          {intl.formatMessage({ id: "shortlistActions.preview.title" }, { name: preview.shortlist.name })}
        </p>
        <h1 className={review.title}>{preview.shortlist.job.title}</h1>
      </div>
      <ShortlistReview candidates={candidates} readOnly />
    </div>
  );
}
