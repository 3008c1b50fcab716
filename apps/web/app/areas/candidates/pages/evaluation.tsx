/**
 * `/candidates/evaluations/{uid}` (spec §1 evaluations): an evaluation the firm sent the candidate, opened from the
 * mail's link. Its questions are a questionnaire without the consent (the candidate consented when they applied;
 * questionnaire/: the document, and the action that reads, checks and sends the answers), then a thank-you; an
 * evaluation answered already says so instead of the form.
 */
import { candidateEvaluationQueries, getEvaluationForm, sendEvaluationAnswers } from "@seleta/api-client";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useActionData } from "react-router";
import { seletaLoadContext } from "../../../loadContext";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import type { AppServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import { requireCandidate } from "../guard";
import { QuestionnaireDocument } from "../questionnaire/QuestionnaireDocument";
import * as css from "../questionnaire/questionnaire.css";
import { questionnaireAction, sentFlag } from "../questionnaire/questionnaireAction";
import type { Route } from "./+types/evaluation";

/** The candidate's home: where the thank-you leads. */
const HOME_PATH = "/candidates";

const evaluationPath = (uid: string) => `/candidates/evaluations/${encodeURIComponent(uid)}`;

async function loadEvaluation(request: Request, uid: string, services: AppServices) {
  await requireCandidate(request, services);
  await pageData(services.queryClient.ensureQueryData(candidateEvaluationQueries.form(services.http, uid)));
  return { uid, sent: sentFlag(request) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loaded = await loadEvaluation(request, params.uid, requestServices({ request, context }));
  // The video island, when the build made it (absent in dev: the inputs still take a file).
  return { ...loaded, videoIsland: seletaLoadContext(context).islands?.videoAnswer ?? null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const services = requestServices({ request, context });
  await requireCandidate(request, services);
  const found = await pageData(getEvaluationForm(services.http, params.uid));
  return questionnaireAction(request, {
    form: { ...found, questions: found.evaluation.questions },
    askConsent: false,
    path: evaluationPath(params.uid),
    send: ({ posted, questionsVersion }) =>
      sendEvaluationAnswers(services.http, {
        uid: params.uid,
        body: { answers: posted.answers, questions_version: questionsVersion },
        videos: posted.videos,
      }),
  });
}

export const ErrorBoundary = AreaErrorBoundary;

export default function EvaluationPage({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const intl = useIntl();
  const refusal = useActionData<typeof action>();
  const { uid, sent, videoIsland } = loaderData;
  const form = useSuspenseQuery(candidateEvaluationQueries.form(http, uid));
  const { evaluation } = form.data;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <QuestionnaireDocument
      form={{ ...form.data, questions: evaluation.questions }}
      action={evaluationPath(uid)}
      messages={{ prefix: "candidateEvaluations", values: { title: evaluation.title } }}
      lead={evaluation.description || undefined}
      submitLabel={t("candidateEvaluations.submit")}
      onward={{ href: HOME_PATH, label: t("candidateEvaluations.toHome") }}
      answeredAt={form.data.answered_at}
      sent={sent}
      refusal={refusal}
      videoIsland={videoIsland}
    >
      {evaluation.time_limit_minutes ? (
        <p className={css.muted}>{t("candidateEvaluations.timeLimit", { minutes: evaluation.time_limit_minutes })}</p>
      ) : null}
    </QuestionnaireDocument>
  );
}
