/**
 * `/candidates/cultural_fit/Show`. The spec names the route and shows nothing of it; our choice: the result of the
 * cultural-fit questionnaire — the five Big Five traits with what each score tends to mean, in plain words and
 * without judgement (the `TraitProfile` widget), when it was answered, and a way to answer again. Before any answer,
 * an invitation to the questionnaire. Recruiters read the same `bigfive_50` on the candidate's record.
 */
import { candidatePageQueries } from "@seleta/api-client";
import { TraitProfile } from "@seleta/domain/candidate-widgets";
import { ButtonLink } from "@seleta/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { CandidatePage } from "../frame/CandidatePage";
import { loadCandidateQuery } from "../guard";
import type { Route } from "./+types/culturalFitShow";
import { EmptyNotice } from "./EmptyNotice";
import * as css from "./extras.css";

const QUESTIONNAIRE_PATH = "/candidates/cultural_fit";

function loadCulturalFitResult(request: Request, services: AppServices) {
  return loadCandidateQuery(request, services, (http) => candidatePageQueries.culturalFit(http));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCulturalFitResult(request, requestServices({ request, context }));
}

export const ErrorBoundary = AreaErrorBoundary;

export default function CulturalFitResult() {
  const intl = useIntl();
  const { data } = useSuspenseQuery(candidatePageQueries.culturalFit(useHttp()));
  const text = (id: string) => intl.formatMessage({ id: `candidatePages.culturalFitShow.${id}` });
  const result = data.bigfive_50;
  return (
    <CandidatePage title={text("title")} lead={result ? text("lead") : undefined}>
      {result ? (
        <>
          <TraitProfile scores={result} answeredAt={result.answered_at ?? undefined} />
          <div className={css.actions}>
            <ButtonLink href={QUESTIONNAIRE_PATH} variant="outline">
              {text("retake")}
            </ButtonLink>
          </div>
        </>
      ) : (
        <EmptyNotice
          title={text("emptyTitle")}
          description={text("emptyText")}
          action={<ButtonLink href={QUESTIONNAIRE_PATH}>{text("start")}</ButtonLink>}
        />
      )}
    </CandidatePage>
  );
}
