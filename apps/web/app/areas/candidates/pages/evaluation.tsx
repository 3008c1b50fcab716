/**
 * `/candidates/evaluations/{uid}` (spec §1 evaluations): an evaluation the firm sent the candidate, opened from the
 * mail's link. Its questions in the apply's answer form (without the consent: the candidate consented when they
 * applied), then a thank-you; an evaluation answered already says so instead of the form.
 */
import { candidateEvaluationMutations, candidateEvaluationQueries, isApiError } from "@seleta/api-client";
import { type AnswerSubmission, QuestionAnswerForm } from "@seleta/domain/candidate-widgets";
import { ButtonLink, Card } from "@seleta/ui";
import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { requestServices } from "../../../services/requestServices.server";
import { useHttp } from "../../../services/ServicesProvider";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import * as css from "../apply/apply.css";
import { requireCandidate } from "../guard";
import type { Route } from "./+types/evaluation";

/** The candidate's home: where the thank-you leads. */
const HOME_PATH = "/candidates";

async function loadEvaluation(request: Request, uid: string, services: AppServices) {
  await requireCandidate(request, services);
  await pageData(services.queryClient.ensureQueryData(candidateEvaluationQueries.form(services.http, uid)));
  return { uid };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEvaluation(request, params.uid, requestServices({ request, context }));
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadEvaluation(request, params.uid, appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function EvaluationPage({ loaderData }: Route.ComponentProps) {
  const http = useHttp();
  const intl = useIntl();
  const { uid } = loaderData;
  const form = useSuspenseQuery(candidateEvaluationQueries.form(http, uid));
  const answer = useMutation(candidateEvaluationMutations.answer(http));
  const [sent, setSent] = useState(false);
  const { evaluation } = form.data;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const back = (
    <div>
      <ButtonLink href={HOME_PATH}>{t("candidateEvaluations.toHome")}</ButtonLink>
    </div>
  );

  if (sent) {
    return (
      <main className={css.page}>
        <h1 className={css.title}>{t("candidateEvaluations.sentTitle")}</h1>
        <p role="status">{t("candidateEvaluations.sentLead", { title: evaluation.title })}</p>
        {back}
      </main>
    );
  }

  if (form.data.answered_at) {
    return (
      <main className={css.page}>
        <h1 className={css.title}>{t("candidateEvaluations.alreadyTitle")}</h1>
        <p>
          {t("candidateEvaluations.alreadyLead", {
            title: evaluation.title,
            date: intl.formatDate(form.data.answered_at, { dateStyle: "long" }),
          })}
        </p>
        {back}
      </main>
    );
  }

  const handleSubmit = ({ answers, videos }: AnswerSubmission) => {
    answer.mutate(
      { uid, body: { answers, questions_version: form.data.questions_version }, videos },
      { onSuccess: () => setSent(true) },
    );
  };
  const refusal = isApiError(answer.error) ? answer.error : undefined;

  return (
    <main className={css.page}>
      <h1 className={css.title}>{t("candidateEvaluations.title", { title: evaluation.title })}</h1>
      {evaluation.description ? <p className={css.description}>{evaluation.description}</p> : null}
      {evaluation.time_limit_minutes ? (
        <p className={css.muted}>{t("candidateEvaluations.timeLimit", { minutes: evaluation.time_limit_minutes })}</p>
      ) : null}
      <Card as="section" title={t("candidateEvaluations.questionsHeading")} headingLevel={2}>
        <QuestionAnswerForm
          questions={evaluation.questions}
          limits={form.data.limits}
          submitLabel={t("candidateEvaluations.submit")}
          isSubmitting={answer.isPending}
          serverErrors={refusal?.fields}
          formError={answer.error ? (refusal?.message ?? t("candidateEvaluations.sendError")) : undefined}
          onSubmit={handleSubmit}
        />
      </Card>
    </main>
  );
}
