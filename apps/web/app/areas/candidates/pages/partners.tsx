/**
 * `/candidates/partners/{partner?}`. The spec names the route and shows nothing of it; our choice: the partners the
 * firm's administrators list for candidates (`partners`, the active ones of the candidate's business: schools,
 * mentoring, benefits) — a list of cards, and a partner's own page at `/candidates/partners/{uid}` with its logo,
 * its description (sanitised rich text from the API) and its website. An unknown, inactive or another business's uid
 * is the API's 404, shown by the area's error page.
 */
import { candidatePageQueries } from "@seleta/api-client";
import type { CandidatePartner, CandidatePartnerSummary } from "@seleta/domain/wire";
import { Link } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { CandidatePage } from "../frame/CandidatePage";
import { requireCandidate } from "../guard";
import type { Route } from "./+types/partners";
import { EmptyNotice } from "./EmptyNotice";
import * as css from "./extras.css";

async function loadPartners(request: Request, services: AppServices, uid: string | undefined) {
  await requireCandidate(request, services);
  const { http, queryClient } = services;
  await pageData<unknown>(
    uid
      ? queryClient.ensureQueryData(candidatePageQueries.partner(http, uid))
      : queryClient.ensureQueryData(candidatePageQueries.partners(http)),
  );
  return null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPartners(request, requestServices({ request, context }), params.partner);
}

export const ErrorBoundary = AreaErrorBoundary;

function partnerHref(partner: Pick<CandidatePartnerSummary, "uid">): string {
  return `/candidates/partners/${encodeURIComponent(partner.uid)}`;
}

function PartnerList() {
  const intl = useIntl();
  const { data } = useSuspenseQuery(candidatePageQueries.partners(useHttp()));
  const text = (id: string) => intl.formatMessage({ id: `candidatePages.partners.${id}` });
  return (
    <CandidatePage title={text("title")} lead={text("lead")} width="wide">
      {data.partners.length === 0 ? (
        <EmptyNotice title={text("emptyTitle")} description={text("emptyText")} />
      ) : (
        <ul className={css.cards}>
          {data.partners.map((partner) => (
            <li key={partner.uid} className={css.card}>
              {partner.logo && <img className={css.logo} src={partner.logo} alt="" />}
              <h2 className={css.cardTitle}>
                <Link href={partnerHref(partner)}>{partner.name}</Link>
              </h2>
              {partner.summary && <p className={css.text}>{partner.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </CandidatePage>
  );
}

function PartnerPage({ partner }: { partner: CandidatePartner }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `candidatePages.partners.${id}` }, values);
  return (
    <CandidatePage title={partner.name} lead={<Link href="/candidates/partners">{text("back")}</Link>}>
      {partner.logo && <img className={css.logo} src={partner.logo} alt={text("logo", { name: partner.name })} />}
      {partner.description_html ? (
        // Sanitised by the API (text structure and links only: publicSite/contentHtml.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sends sanitised HTML only
        <div className={css.richText} dangerouslySetInnerHTML={{ __html: partner.description_html }} />
      ) : (
        <p className={css.lead}>{text("noDescription")}</p>
      )}
      {partner.website && (
        <p className={css.text}>
          <Link href={partner.website} isExternal>
            {text("website", { name: partner.name })}
          </Link>
        </p>
      )}
    </CandidatePage>
  );
}

function OnePartner({ uid }: { uid: string }) {
  const { data } = useSuspenseQuery(candidatePageQueries.partner(useHttp(), uid));
  return <PartnerPage partner={data} />;
}

export default function CandidatePartners({ params }: Route.ComponentProps) {
  return params.partner ? <OnePartner uid={params.partner} /> : <PartnerList />;
}
