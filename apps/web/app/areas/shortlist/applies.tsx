/**
 * `/shortlist/{uid}/applies` (spec §2): the shortlist's candidates at a glance, in the recruiter's order — the
 * reviewer's own rating and everyone's counts — each linking to its card on the review. The same link, the same
 * cookie and the same closed page as the review (linkAccess.server.ts); a document.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { Route } from "./+types/applies";
import { shortlistPageHeaders, shortlistPageMeta } from "./headers";
import { LinkClosedPage } from "./LinkClosedPage";
import { loadLinkPage } from "./linkAccess.server";
import * as css from "./shortlist.css";

export const headers = shortlistPageHeaders;

export function meta({ matches, data: page }: Route.MetaArgs) {
  return shortlistPageMeta(matches, page && "review" in page ? page.review.jobTitle : undefined);
}

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLinkPage(request, context, params.uid);
}

export default function ShortlistLinkApplies({ loaderData, params }: Route.ComponentProps) {
  const intl = useIntl();
  if ("closed" in loaderData) return <LinkClosedPage closed={loaderData.closed} />;
  const { review } = loaderData;
  const path = `/shortlist/${encodeURIComponent(params.uid)}`;
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shortlistLink.${id}` }, values);
  return (
    <>
      <div className={css.heading}>
        <p className={css.eyebrow}>{review.shortlistName}</p>
        <h1 className={css.title}>{review.jobTitle}</h1>
        <nav className={css.nav} aria-label={say("nav")}>
          <a href={path}>
            <FormattedMessage id="shortlistLink.toReview" />
          </a>
        </nav>
      </div>
      <table className={css.table}>
        <caption className={css.lead}>{say("applies.caption", { count: review.candidates.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{say("applies.position")}</th>
            <th scope="col">{say("applies.candidate")}</th>
            <th scope="col">{say("applies.yourRating")}</th>
            <th scope="col">{say("applies.counts")}</th>
          </tr>
        </thead>
        <tbody>
          {review.candidates.map((candidate, index) => (
            <tr key={candidate.applyId}>
              <td>{index + 1}</td>
              <td>
                <a href={`${path}#apply-${candidate.applyId}`}>{candidate.name}</a>
                {candidate.roleName ? ` · ${candidate.roleName}` : ""}
              </td>
              <td>
                {[
                  candidate.vote ? say(`rating.${candidate.vote}`) : say("rating.none"),
                  candidate.starred ? say("rating.star") : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </td>
              <td>
                {say("applies.countsValue", {
                  likes: candidate.counts.like_candidate,
                  dislikes: candidate.counts.deslike_candidate,
                  stars: candidate.counts.star_candidate,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
