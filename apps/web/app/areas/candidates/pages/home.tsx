/**
 * `/candidates/home`: the candidate's dashboard — a greeting, how complete their profile is (the domain's
 * `profileCompleteness`) with the next page to fill as a link, and the way to the jobs and their applications.
 */
import { candidateProfileQueries } from "@seleta/api-client";
import { profileCompleteness, useMessage } from "@seleta/domain/candidate-widgets";
import { ButtonLink, Card, ProgressBar } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { CandidatePage } from "../frame/CandidatePage";
import type { Route } from "./+types/home";
import * as css from "./pages.css";
import { loadCandidateProfile } from "./profileData";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCandidateProfile(requestServices({ request, context }));
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CandidateHome() {
  const intl = useIntl();
  const message = useMessage();
  const http = useHttp();
  const { data: profile } = useSuspenseQuery(candidateProfileQueries.profile(http));
  const { percent, nextMissing } = profileCompleteness(profile as Readonly<Record<string, unknown>>);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <CandidatePage title={t("candidateArea.home.greeting", { name: profile.name })} lead={t("candidateArea.home.lead")}>
      <Card as="section" title={t("candidateArea.home.completeness")} headingLevel={2}>
        <ProgressBar label={t("candidateArea.home.completenessLabel")} value={percent} showValue />
        {nextMissing ? (
          <p className={css.lead}>
            {t("candidateArea.home.nextMissing")}{" "}
            <ButtonLink href={nextMissing.path} variant="ghost" size="sm">
              {message(nextMissing.title)}
            </ButtonLink>
          </p>
        ) : (
          <p className={css.lead}>{t("candidateArea.home.complete")}</p>
        )}
      </Card>
      <div className={css.actions}>
        <ButtonLink href="/jobs">{t("candidateArea.home.jobs")}</ButtonLink>
        <ButtonLink href="/candidates/candidacy" variant="outline">
          {t("candidateArea.home.applications")}
        </ButtonLink>
      </div>
    </CandidatePage>
  );
}
